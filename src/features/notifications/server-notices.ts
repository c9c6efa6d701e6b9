/**
 * Notices the server keeps for this person (an admin hid or removed one of their
 * songs, and why) become local notifications (DECISIONS "Notifications": the bell reads only the
 * device). Each device keeps how far it has read, so every device of the person gets each notice
 * once; the cursor is a setting, emptied at sign-out with everything else of the person.
 */

import type { Notice } from '../../../domain/moderation';
import {
  MODERATION_TEXTS,
  NOTICES_PER_REQUEST,
  noticeDescription,
} from '../../../domain/moderation-texts';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { fetchJson } from '../../lib/fetch-json';
import { recordNotification } from './record';

const CURSOR_KEY = 'serverNoticesRead';

interface Cursor {
  userId: number;
  id: number;
}

let inFlight: {
  userId: number;
  database: TamboraDb;
  signal?: AbortSignal;
  done: Promise<void>;
} | null = null;

/**
 * Fetches and records what is new; one pull at a time per person and store (start and
 * reconnection may overlap). `signal`: the one who asked is gone (the layout at sign-out); the
 * request is cancelled and a later pull does not wait on it.
 */
export function pullNotices(
  userId: number,
  database: TamboraDb = appDb,
  signal?: AbortSignal,
): Promise<void> {
  const current = inFlight;
  if (current?.userId === userId && current.database === database && !current.signal?.aborted) {
    return current.done;
  }
  const done = pull(userId, database, signal).finally(() => {
    if (inFlight?.done === done) inFlight = null;
  });
  inFlight = { userId, database, signal, done };
  return done;
}

async function readCursor(database: TamboraDb): Promise<Cursor | undefined> {
  return (await database.settings.get(CURSOR_KEY))?.value as Cursor | undefined;
}

/**
 * How far this person has read on this device. Their cursor is laid down before the first request:
 * a sign-out meanwhile empties it, and the answer that arrives after finds no cursor of theirs and
 * records nothing. One transaction, so another tab's progress is never put back to the start.
 */
function startingPoint(database: TamboraDb, userId: number): Promise<number> {
  return database.transaction('rw', database.settings, async () => {
    const stored = await readCursor(database);
    if (stored?.userId === userId) return stored.id;
    await database.settings.put({ key: CURSOR_KEY, value: { userId, id: 0 } });
    return 0;
  });
}

async function pull(userId: number, database: TamboraDb, signal?: AbortSignal): Promise<void> {
  let after = await startingPoint(database, userId);
  for (;;) {
    // A 401 here is the session check's to act on (auth/session-check), not this pull's.
    const data = await fetchJson<{ items: Notice[] }>('/notices', {
      params: { after },
      signal,
      skipUnauthorizedRedirect: true,
    });
    for (const notice of data.items) {
      if (!(await recordOnce(database, { userId, id: after }, notice))) return;
      after = notice.id;
    }
    // A full page may have more behind it.
    if (data.items.length < NOTICES_PER_REQUEST) return;
  }
}

/**
 * Records one notice and moves the cursor past it, in one transaction, only while the cursor is
 * where this pull left it: after a sign-out (no cursor) nothing of the person is written, and when
 * another tab has already recorded it (the cursor moved) it is not said twice. Answers whether
 * the pull may go on.
 */
async function recordOnce(database: TamboraDb, from: Cursor, notice: Notice): Promise<boolean> {
  return database.transaction('rw', database.settings, database.notifications, async () => {
    const current = await readCursor(database);
    if (current?.userId !== from.userId || current.id !== from.id) return false;
    await recordNotification(
      {
        type: 'alert',
        title:
          notice.kind === 'song_hidden'
            ? MODERATION_TEXTS.songHiddenTitle
            : MODERATION_TEXTS.songDeletedTitle,
        description: noticeDescription(notice),
      },
      { database, time: Date.parse(notice.at) },
    );
    await database.settings.put({ key: CURSOR_KEY, value: { userId: from.userId, id: notice.id } });
    return true;
  });
}
