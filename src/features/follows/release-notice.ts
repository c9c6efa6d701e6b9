/**
 * A followed creator's new song or album in the bell, said once per device however it arrived: read at
 * start (follow-notices.ts) or pushed while the app was closed (sw/push.ts). The device's cursor
 * (the newest release told) decides: a release at or before it was already told.
 */
import { FOLLOW_TEXTS } from '../../../domain/follow-texts';
import type { TamboraDb } from '../../lib/db';
import { recordNotification } from '../notifications/record';

export const FOLLOW_CURSOR_KEY = 'followNoticesRead';

export interface FollowCursor {
  userId: number;
  /** The newest release already told (when it came out), and the newest follower's time. */
  releases: string;
  followers: string;
}

export interface ReleaseNotice {
  /** A song (the feed or a push) or an album (the feed). */
  kind?: 'song' | 'album';
  title: string;
  /** Who made it: the composers (from the feed) or the creator (from a push). */
  by: string;
  /** When it came out (ISO). */
  publishedAt: string;
}

export async function readFollowCursor(database: TamboraDb): Promise<FollowCursor | undefined> {
  return (await database.settings.get(FOLLOW_CURSOR_KEY))?.value as FollowCursor | undefined;
}

export async function saveFollowCursor(database: TamboraDb, cursor: FollowCursor): Promise<void> {
  await database.settings.put({ key: FOLLOW_CURSOR_KEY, value: { ...cursor } });
}

/**
 * Records a release the device has not told yet (`record`: false only moves the cursor). The check,
 * the notice and the cursor's move are one transaction: two reads at once (a start and a
 * reconnection, the page and a push in the service worker) or a page left between the notice and
 * the cursor would otherwise each find the release untold and say it twice. `readerId`: a person's
 * pull, whose cursor must still be theirs (a sign-out meanwhile emptied it: nothing of theirs is
 * written after).
 */
export async function tellRelease(
  database: TamboraDb,
  release: ReleaseNotice,
  record = true,
  readerId?: number,
): Promise<void> {
  await database.transaction('rw', database.settings, database.notifications, async () => {
    const cursor = await readFollowCursor(database);
    if (readerId !== undefined && cursor?.userId !== readerId) return;
    if (cursor && release.publishedAt <= cursor.releases) return;
    if (record) {
      await recordNotification(
        {
          type: 'info',
          title:
            release.kind === 'album'
              ? FOLLOW_TEXTS.newAlbum(release.title)
              : FOLLOW_TEXTS.newRelease(release.title),
          description: release.by,
        },
        { database, time: Date.parse(release.publishedAt) },
      );
    }
    if (cursor) await saveFollowCursor(database, { ...cursor, releases: release.publishedAt });
  });
}
