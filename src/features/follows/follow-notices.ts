/**
 * Follow notices in the bell (docs/product.md "Seguir y Novedades"): a new song or album of a
 * followed creator, and for a creator the people who started following them (grouped in one
 * notice). Read at start and at every reconnection; each device keeps how far it has read (one cursor per
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
import {
  type FollowCursor,
  readFollowCursor,
  saveFollowCursor,
  tellRelease,
} from './release-notice';

export interface NoticeReader {
  userId: number;
  isCreator: boolean;
}

export async function pullFollowNotices(
  reader: NoticeReader,
  database: TamboraDb = appDb,
  now: () => Date = () => new Date(),
  /** The one who asked is gone (the layout at sign-out): the requests are cancelled. */
  signal?: AbortSignal,
): Promise<void> {
  // Nothing before the first read is news: no request, and nothing to check one by one (a new
  // device's start, signed in, used to fetch the feed and read the cursor once per release). The
  // look and the start laid down are one transaction, and a pull its sign-out cancelled lays
  // down nothing: the sign-out's emptying would otherwise come between them and leave the
  // person's cursor for whoever comes next, and two tabs would each lay down their own.
  const firstRead = await database.transaction('rw', database.settings, async () => {
    const stored = await readFollowCursor(database);
    if (stored?.userId === reader.userId) return false;
    if (signal?.aborted) return true;
    const start = now().toISOString();
    await saveFollowCursor(database, { userId: reader.userId, releases: start, followers: start });
    return true;
  });
  if (firstRead) return;

  const feed = await fetchJson<Page<Novedad>>('/novedades', {
    params: { limit: 30, offset: 0 },
    signal,
    skipUnauthorizedRedirect: true,
  });
  // Oldest first, so the bell lists them in the order they came out. A song uploaded private and
  // made public later comes out when it is made public. Each is checked against the cursor as it
  // stands then: a push may have told one of them meanwhile.
  for (const entry of [...feed.items].reverse()) {
    await tellRelease(
      database,
      entry.kind === 'album'
        ? { kind: 'album', title: entry.name, by: entry.creator, publishedAt: entry.published_at }
        : {
            kind: 'song',
            title: entry.title,
            by: entry.composers.join(', '),
            publishedAt: entry.published_at,
          },
      noticeSettings.releases.isOn(),
      reader.userId,
    );
  }

  if (!reader.isCreator) return;
  const cursor = (await readFollowCursor(database)) as FollowCursor;
  const followers = await fetchJson<NewFollowers>('/follows/new-followers', {
    params: { after: cursor.followers },
    signal,
    skipUnauthorizedRedirect: true,
  });
  const latest = followers.latest_at;
  if (followers.count === 0 || !latest) return;
  // As for releases (tellRelease): the check, the notice and the cursor's move in one transaction,
  // so two reads at once say the new followers once.
  await database.transaction('rw', database.settings, database.notifications, async () => {
    const current = await readFollowCursor(database);
    if (current?.userId !== reader.userId || latest <= current.followers) return;
    if (noticeSettings.followers.isOn()) {
      await recordNotification(
        {
          type: 'info',
          title: FOLLOW_TEXTS.newFollowersTitle,
          description: FOLLOW_TEXTS.newFollowers(followers.count),
        },
        { database, time: Date.parse(latest) },
      );
    }
    await saveFollowCursor(database, { ...current, followers: latest });
  });
}
