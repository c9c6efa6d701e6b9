/**
 * One Dexie live query behind every button's yes or no (src/lib/live-id-set.ts). A button whose
 * answer does not change is not drawn again: before, every button's snapshot moved from
 * `undefined` to `false` at IndexedDB's first answer, and React redrew all of a list's buttons at
 * once, synchronously.
 */
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, db } from '../../../src/lib/db';
import { liveIdSet } from '../../../src/lib/live-id-set';
import { makeSong } from '../helpers/fake-api';

const useSaved = liveIdSet(
  async (database) => (await database.offlineSongs.toCollection().primaryKeys()) as number[],
);
const renders = new Map<number, number>();

function Probe({ id }: { id: number }) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <span>{`${id}: ${useSaved(id) ? 'guardada' : 'no guardada'}`}</span>;
}

beforeEach(async () => {
  await clearAllTables(db);
  renders.clear();
});

it('draws again only the buttons whose answer changed when IndexedDB answers', async () => {
  const saved = makeSong(7);
  await db.offlineSongs.put({
    song_id: 7,
    song: saved,
    pinned: 1,
    sizeBytes: 1,
    cachedAt: 1,
    lastPlayedAt: 1,
  });
  render(
    <>
      <Probe id={5} />
      <Probe id={7} />
    </>,
  );
  expect(screen.getByText('5: no guardada')).toBeVisible();
  expect(await screen.findByText('7: guardada')).toBeVisible();
  expect(renders.get(7)).toBe(2);
  expect(renders.get(5)).toBe(1);
});

const useLiked = liveIdSet(
  async (database) => (await database.librarySongs.toCollection().primaryKeys()) as number[],
);

function Heart({ id }: { id: number }) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <span>{`${id}: ${useLiked(id) ? 'me gusta' : 'no'}`}</span>;
}

it('draws buttons with a seeded answer at once, and follows its own query once it answers', async () => {
  await db.librarySongs.bulkPut([
    { song_id: 3, song: makeSong(3), addedAt: 1 },
    { song_id: 6, song: makeSong(6), addedAt: 2 },
  ]);
  // A read from before 6 was liked: the hearts drawn now take it as the answer.
  useLiked.seed([3]);
  render(
    <>
      <Heart id={3} />
      <Heart id={6} />
    </>,
  );
  expect(screen.getByText('3: me gusta')).toBeVisible();
  expect(screen.getByText('6: no')).toBeVisible();
  // The set's own query answers: only the heart whose answer changed is drawn again.
  expect(await screen.findByText('6: me gusta')).toBeVisible();
  expect(renders.get(3)).toBe(1);
  // From then on a seed changes nothing; the table does.
  useLiked.seed([]);
  expect(screen.getByText('3: me gusta')).toBeVisible();
  await db.librarySongs.delete(3);
  expect(await screen.findByText('3: no')).toBeVisible();
});

const useLikedAfterSignOut = liveIdSet(
  async (database) => (await database.librarySongs.toCollection().primaryKeys()) as number[],
);

function HeartAfterSignOut({ id }: { id: number }) {
  return <span>{`${id}: ${useLikedAfterSignOut(id) ? 'me gusta' : 'no'}`}</span>;
}

it('lets no seed outlive the data it came from: seeding starts the set’s own query', async () => {
  // A library page read song 9 as liked, and the table was cleared (a sign-out) before any heart
  // was drawn: the next heart drawn must not show the last person's like.
  useLikedAfterSignOut.seed([9]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  render(<HeartAfterSignOut id={9} />);
  expect(screen.getByText('9: no')).toBeVisible();
});
