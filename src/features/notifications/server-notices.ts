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

let inFlight: { userId: number; done: Promise<void> } | null = null;

/** Fetches and records what is new; one pull at a time (start and reconnection may overlap). */
export function pullNotices(userId: number, database: TamboraDb = appDb): Promise<void> {
  if (inFlight?.userId === userId) return inFlight.done;
  const done = pull(userId, database).finally(() => {
    if (inFlight?.done === done) inFlight = null;
  });
  inFlight = { userId, done };
  return done;
}

async function pull(userId: number, database: TamboraDb): Promise<void> {
  const stored = (await database.settings.get(CURSOR_KEY))?.value as Cursor | undefined;
  let after = stored?.userId === userId ? stored.id : 0;
  for (;;) {
    // A 401 here is the session check's to act on (auth/session-check), not this pull's.
    const data = await fetchJson<{ items: Notice[] }>('/notices', {
      params: { after },
      skipUnauthorizedRedirect: true,
    });
    for (const notice of data.items) {
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
      after = notice.id;
      await database.settings.put({ key: CURSOR_KEY, value: { userId, id: after } });
    }
    // A full page may have more behind it.
    if (data.items.length < NOTICES_PER_REQUEST) return;
  }
}
