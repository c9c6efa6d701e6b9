/**
 * Counted listens into the offline queue and out to POST /plays. Each waits in
 * the same queue as the library's changes, owned by whoever listened (VISITOR_OWNER for a
 * visitor), and goes under that person's session only, so nothing of one person's listening is
 * sent for the next. The listen id makes every replay harmless: the server counts it once.
 */
import type { PlayBody, PlayResult } from '../../../domain/plays';
import { isOnline, onReconnect, onServerAnswer, onWakeUp } from '../../lib/connectivity';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { http } from '../../lib/http';
import { createRetry } from '../../lib/retry';
import { getSessionUser, subscribeSessionUser } from '../auth/session-store';
import { enqueue, type FlushReport, flushQueue, VISITOR_OWNER } from '../offline-queue/queue';
import type { ListenFacts } from './listen-counter';

export interface PlayChange extends PlayBody {
  kind: 'play';
}

export const PLAY_KINDS: readonly PlayChange['kind'][] = ['play'];

async function postPlay(change: PlayChange): Promise<PlayResult> {
  const { kind: _kind, ...body } = change;
  const { data } = await http.post<PlayResult>('/plays', body);
  return data;
}

function currentOwner(): number {
  return getSessionUser()?.credentials_id ?? VISITOR_OWNER;
}

/** Sends the current listener's waiting plays; null when offline. */
export async function flushPlays(db: TamboraDb = appDb): Promise<FlushReport | null> {
  if (!isOnline()) return null;
  return flushQueue<PlayChange>({
    db,
    ownerId: currentOwner(),
    kinds: PLAY_KINDS,
    send: postPlay,
    // A song deleted or made private meanwhile: that play has nowhere to count. Nothing to undo.
    onRefused: async () => undefined,
  });
}

/** Tries again while plays wait (server down, or over its hourly allowance: a 429 waits too). */
const playSync = createRetry(async () => {
  const report = await flushPlays();
  return report === null || report.waiting === 0;
});

let started = false;

function startPlaySync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onReconnect(() => playSync.kick());
  onWakeUp(() => playSync.kick());
  onServerAnswer(() => {
    if (playSync.isWaiting()) playSync.kick();
  });
  // Plays someone kept at sign-out go when that same person signs in again.
  subscribeSessionUser(() => playSync.kick());
}

/**
 * A listen just counted, or a counted one went past half (the same id again): queue it and send
 * it now if the server can be reached.
 */
export async function queuePlay(
  songId: number,
  listenId: string,
  facts?: ListenFacts,
  db: TamboraDb = appDb,
): Promise<void> {
  const change: PlayChange = {
    kind: 'play',
    song_id: songId,
    listen_id: listenId,
    // Where it started, when (a play sent later counts on its own day), past half or not.
    ...(facts && {
      source: facts.source,
      played_at: new Date(facts.at).toISOString(),
      past_half: facts.pastHalf,
    }),
  };
  await enqueue(db, change, currentOwner());
  startPlaySync();
  playSync.kick();
}

/** At start and on reconnection: plays left from an earlier visit, or made offline, are sent. */
export function sendWaitingPlays(): void {
  startPlaySync();
  playSync.kick();
}
