/**
 * Follow notices in the bell (docs/product.md "Seguir y Novedades"): a new song of a followed
 * creator, and for a creator the people who started following them (grouped in one notice). Read
 * at start and at every reconnection; each device keeps how far it has read (one cursor per
 * person, a setting, emptied at sign-out with the rest), so every device gets each notice once.
 * A device's first read only sets the cursor: what came before it is not news.
 */
import type { Page } from '../../../domain/api';
import { FOLLOW_TEXTS } from '../../../domain/follow-texts';
import type { NewFollowers, Novedad } from '../../../domain/follows';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { fetchJson } from '../../lib/fetch-json';
import { recordNotification } from '../notifications/record';
import { noticeSettings } from './notice-settings';

const CURSOR_KEY = 'followNoticesRead';

interface Cursor {
  userId: number;
  /** The newest release already told (when it came out), and the newest follower's time. */
  releases: string;
  followers: string;
}

export interface NoticeReader {
  userId: number;
  isCreator: boolean;
}

export async function pullFollowNotices(
  reader: NoticeReader,
  database: TamboraDb = appDb,
  now: () => Date = () => new Date(),
): Promise<void> {
  const stored = (await database.settings.get(CURSOR_KEY))?.value as Cursor | undefined;
  const start = now().toISOString();
  const cursor: Cursor =
    stored?.userId === reader.userId
      ? stored
      : { userId: reader.userId, releases: start, followers: start };
  const first = stored?.userId !== reader.userId;
  const save = () => database.settings.put({ key: CURSOR_KEY, value: { ...cursor } });
  if (first) await save();

  const feed = await fetchJson<Page<Novedad>>('/novedades', {
    params: { limit: 30, offset: 0 },
    skipUnauthorizedRedirect: true,
  });
  // Oldest first, so the bell lists them in the order they came out. A song uploaded private and
  // made public later comes out when it is made public.
  const fresh = feed.items.filter((song) => song.published_at > cursor.releases).reverse();
  for (const song of fresh) {
    if (noticeSettings.releases.isOn()) {
      await recordNotification(
        {
          type: 'info',
          title: FOLLOW_TEXTS.newRelease(song.title),
          description: song.composers.join(', '),
        },
        { database, time: Date.parse(song.published_at) },
      );
    }
    cursor.releases = song.published_at;
    await save();
  }

  if (!reader.isCreator) return;
  const followers = await fetchJson<NewFollowers>('/follows/new-followers', {
    params: { after: cursor.followers },
    skipUnauthorizedRedirect: true,
  });
  if (followers.count === 0 || !followers.latest_at) return;
  if (noticeSettings.followers.isOn()) {
    await recordNotification(
      {
        type: 'info',
        title: FOLLOW_TEXTS.newFollowersTitle,
        description: FOLLOW_TEXTS.newFollowers(followers.count),
      },
      { database, time: Date.parse(followers.latest_at) },
    );
  }
  cursor.followers = followers.latest_at;
  await save();
}
