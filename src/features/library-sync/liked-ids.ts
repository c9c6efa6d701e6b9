import { liveIdSet } from '../../lib/live-id-set';

/** The songs in the person's library (liked), one live query for every heart of the page. */
export const useLikedId = liveIdSet(
  async (database) => (await database.librarySongs.toCollection().primaryKeys()) as number[],
);
