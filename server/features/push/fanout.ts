/**
 * A new release told to the followers' devices (docs/architecture.md "Push notices"): the job the
 * songs trigger queues when a song comes out (migration 0032), run by the job worker, never in the
 * request. One push per subscribed device, a few dozen in flight; a device the push service says
 * is gone (404, 410) is forgotten; any other failure, or no push service at all, only costs that
 * push: the bell still learns of the release at the device's next start (features/follows).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { displayName } from '../../../domain/display-name';
import type { PushMessage } from '../../../domain/push';
import type { Config } from '../../config';
import type { Orm } from '../../db/database';
import { credentials, profiles, songs } from '../../db/schema';
import type { JobHandler } from '../jobs/worker';
import type { VapidKeys } from './keys';
import {
  advanceFanout,
  type DeviceRow,
  dropSubscription,
  finishFanout,
  nextDevices,
  startFanout,
} from './repository';

export const RELEASE_PUSH_JOB = 'release_push';

/** Devices read per step; the cursor is saved after each. */
const DEVICES_PER_STEP = 500;
/** Pushes in flight at once: enough to hide the push service's latency, few enough to be polite. */
const IN_FLIGHT = 32;
/** A phone off for a long weekend still hears of the release; older news is not worth a buzz. */
const TIME_TO_LIVE_SECONDS = 4 * 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'failed';

interface Release {
  creatorId: number;
  message: PushMessage;
}

/** The song as its followers will see it; null when it is no longer public or its creator suspended. */
async function findRelease(orm: Orm, songId: number): Promise<Release | null> {
  const [row] = await orm
    .select({
      creatorId: songs.userId,
      title: songs.title,
      cover: sql<string>`coalesce(${songs.coverThumb}, ${songs.cover})`,
      publishedAt: sql<string>`coalesce(${songs.publishedAt}, ${songs.createdAt})`,
      nickname: profiles.nickname,
      name: profiles.name,
      lastName: profiles.lastName,
    })
    .from(songs)
    .innerJoin(credentials, eq(credentials.id, songs.userId))
    .leftJoin(profiles, eq(profiles.userId, songs.userId))
    .where(and(eq(songs.id, songId), eq(songs.visibility, true), isNull(credentials.suspendedAt)));
  if (!row) return null;
  return {
    creatorId: row.creatorId,
    message: {
      kind: 'release',
      song_id: songId,
      title: row.title,
      creator: displayName(row),
      cover: row.cover ?? '',
      published_at: new Date(row.publishedAt).toISOString(),
    },
  };
}

export interface PushDeps {
  orm: Orm;
  config: Pick<Config, 'supportEmail'>;
  keys: () => Promise<VapidKeys>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The VAPID header for each push service (RFC 8292: a JWT per audience, the service's origin),
 * signed once per fan-out: signing was three quarters of a push's CPU (1.2 of 1.7 ms), and
 * thousands of devices share a handful of services. A fan-out outlives no token (12 h).
 */
function vapidHeadersByService(keys: VapidKeys, subject: string) {
  const signed = new Map<string, Record<string, string>>();
  return (endpoint: string): Record<string, string> => {
    const audience = new URL(endpoint).origin;
    let headers = signed.get(audience);
    if (!headers) {
      headers = webpush.getVapidHeaders(
        audience,
        subject,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
      ) as Record<string, string>;
      signed.set(audience, headers);
    }
    return headers;
  };
}

/**
 * Starts at most one push every this many ms. Encrypting and sending a push is about a
 * millisecond of the API process's CPU: unpaced, a fast push service let a fan-out take the
 * event loop and the API's p99 went from 30 to 450 ms; spaced out, the requests of the people
 * using the app pass between pushes (10,000 devices in about 30 s, the API's p99 under 80 ms:
 * `npm run bench`; docs/architecture.md "Push notices").
 */
export const PUSH_SPACING_MS = 3;

/**
 * A turnstile: each call resolves `spacingMs` after the one before it (at once when the last was
 * longer ago), however many wait at once.
 */
export function createPacer(
  spacingMs: number,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let nextAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    const wait = nextAt - at;
    nextAt = Math.max(at, nextAt) + spacingMs;
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    else await new Promise((resolve) => setImmediate(resolve));
  };
}

/** One turnstile for every fan-out of the process: two releases at once share the pace. */
const pace = createPacer(PUSH_SPACING_MS);

/** Encrypts the message for the device (RFC 8291), signs it (VAPID) and sends it. */
async function deliver(
  deps: PushDeps,
  vapidHeaders: (endpoint: string) => Record<string, string>,
  device: DeviceRow,
  payload: string,
  signal: AbortSignal,
): Promise<PushOutcome> {
  await pace();
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { headers: vapidHeaders(device.endpoint), TTL: TIME_TO_LIVE_SECONDS, urgency: 'normal' },
    );
  } catch {
    // Keys no browser would have made: no push can ever reach this device.
    return 'gone';
  }
  const headers = { ...request.headers } as Record<string, string>;
  delete headers['Content-Length'];
  try {
    // fetch rather than web-push's own https request: one pooled client for thousands of pushes,
    // cancellable with the job.
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body as Buffer),
      signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    deps.log.warn({ status: response.status }, 'El servicio de avisos rechazó un aviso');
    return 'failed';
  } catch (error) {
    if (signal.aborted) throw error;
    return 'failed';
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Sends the song's release to every device of its creator's followers, once. */
export async function fanOutRelease(
  deps: PushDeps,
  songId: number,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ sent: number; gone: number; failed: number }> {
  const totals = { sent: 0, gone: 0, failed: 0 };
  const release = await findRelease(deps.orm, songId);
  if (!release) return totals;
  let cursor = await startFanout(deps.orm, songId);
  if (!cursor) return totals;
  const vapidHeaders = vapidHeadersByService(
    await deps.keys(),
    `mailto:${deps.config.supportEmail}`,
  );
  const payload = JSON.stringify(release.message);
  for (;;) {
    signal.throwIfAborted();
    const devices = await nextDevices(deps.orm, release.creatorId, cursor, DEVICES_PER_STEP);
    if (devices.length === 0) break;
    let sent = 0;
    await eachLimited(devices, IN_FLIGHT, async (device) => {
      const outcome = await deliver(deps, vapidHeaders, device, payload, signal);
      totals[outcome] += 1;
      if (outcome === 'sent') sent += 1;
      if (outcome === 'gone') await dropSubscription(deps.orm, device.id);
    });
    const last = devices[devices.length - 1];
    cursor = { afterFollowerId: last.followerId, afterSubscriptionId: last.id };
    await advanceFanout(deps.orm, songId, cursor, sent);
  }
  await finishFanout(deps.orm, songId);
  return totals;
}

export function releasePushJobHandler(deps: PushDeps): JobHandler {
  return {
    kind: RELEASE_PUSH_JOB,
    run: async (songId, signal) => {
      await fanOutRelease(deps, songId, signal);
    },
  };
}
