// The fan-out of one release (docs/architecture.md "Push notices"): the busiest creator's new song
// told to 10,000 subscribed devices of their followers through a local mock push service, timed
// from the job being queued to the last push received, while the API is asked a page's request
// one after another: its p99 during the fan-out beside the same request's p99 with nothing else
// running. Needs a database loadCatalogue filled (the growth bench's, at L) and the app on it.
import { createECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPostgres, type SqlSession } from '../../server/db/database';
import { findLoadedCatalogue } from './scale-data';
import { startServer } from './server-process';

/** Devices told of the release. */
export const FANOUT_DEVICES = 10_000;
/** Followers between two subscribed ones: the devices spread over the creator's followers. */
const FOLLOWERS_PER_DEVICE = 10;
const BENCH_SESSIONS = 'bench-push-';

export interface FanoutFigure {
  devices: number;
  received: number;
  /** From the job queued to the last push received. */
  seconds: number;
  /** The API request asked meanwhile, one after another: p99 during the fan-out and quiet. */
  probePath: string;
  duringP99Ms: number;
  quietP99Ms: number;
  probes: number;
}

/** A mock push service: takes every POST (201), counts them and notes when the last came. */
async function startMockPushService() {
  let received = 0;
  let lastAt = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      lastAt = performance.now();
      response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push`,
    received: () => received,
    lastAt: () => lastAt,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Subscribes every tenth follower of `creatorId` (one session and device each), again each run. */
async function subscribeFollowers(session: SqlSession, creatorId: number, endpoint: string) {
  // One browser's keys for every device: the payload is still encrypted once per push (a fresh
  // key pair each time, RFC 8291), which is the work the fan-out does.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString('base64url');
  const auth = Buffer.alloc(16, 7).toString('base64url');
  await session.exec(`DELETE FROM sessions WHERE token_hash LIKE '${BENCH_SESSIONS}%'`);
  await session.exec(`
    WITH chosen AS (
      SELECT follower_id FROM (
        SELECT follower_id, row_number() OVER (ORDER BY follower_id) AS n
        FROM follows WHERE creator_id = ${creatorId}
      ) numbered
      WHERE n % ${FOLLOWERS_PER_DEVICE} = 0
      ORDER BY follower_id LIMIT ${FANOUT_DEVICES}
    ), opened AS (
      INSERT INTO sessions (token_hash, user_id, expires_at)
      SELECT '${BENCH_SESSIONS}' || follower_id, follower_id, now() + interval '30 days' FROM chosen
      RETURNING id, user_id
    )
    INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
    SELECT user_id, id, '${endpoint}/' || id, '${p256dh}', '${auth}' FROM opened`);
}

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0);
}

/** Asks `path` one request after another until `done()`: each one's time. */
async function askUntil(url: string, path: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    const answer = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} → ${answer.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

/**
 * Fans out a release of one of `creatorId`'s public songs through the app on `appUrl`, whose job
 * worker takes the job, to FANOUT_DEVICES devices; `probePath` is asked meanwhile.
 */
export async function measurePushFanout(
  databaseUrl: string,
  appUrl: string,
  creatorId: number,
  probePath: string,
): Promise<FanoutFigure> {
  const push = await startMockPushService();
  const db = await openPostgres(databaseUrl);
  try {
    await db.rawTransaction((session) => subscribeFollowers(session, creatorId, push.endpoint));
    const [counted] = await db.rawTransaction((session) =>
      session.query<{ devices: number }>(
        `SELECT count(*)::int AS devices FROM push_subscriptions WHERE endpoint LIKE '${push.endpoint}/%'`,
      ),
    );
    const devices = Number(counted?.devices ?? 0);
    const [song] = await db.rawTransaction((session) =>
      session.query<{ id: number }>(
        `SELECT id FROM songs WHERE user_id = ${creatorId} AND visibility ORDER BY id DESC LIMIT 1`,
      ),
    );
    if (!song) throw new Error(`El creador ${creatorId} no tiene canciones públicas`);
    const songId = Number(song.id);
    const quietEnds = performance.now() + 5_000;
    const quiet = await askUntil(appUrl, probePath, () => performance.now() > quietEnds);

    const queuedAt = performance.now();
    await db.rawTransaction(async (session) => {
      await session.exec(`DELETE FROM push_fanouts WHERE song_id = ${songId}`);
      await session.exec(`INSERT INTO jobs (kind, subject_id) VALUES ('release_push', ${songId})`);
    });
    const deadline = queuedAt + 600_000;
    const during = await askUntil(
      appUrl,
      probePath,
      () => push.received() >= devices || performance.now() > deadline,
    );
    return {
      devices,
      received: push.received(),
      seconds: Math.round((push.lastAt() - queuedAt) / 100) / 10,
      probePath,
      duringP99Ms: p99(during),
      quietP99Ms: p99(quiet),
      probes: during.length,
    };
  } finally {
    await db.rawTransaction((session) =>
      session.exec(`DELETE FROM sessions WHERE token_hash LIKE '${BENCH_SESSIONS}%'`),
    );
    await db.close();
    await push.close();
  }
}

export function describeFanout(figure: FanoutFigure): string[] {
  const rate = Math.round(figure.received / Math.max(0.1, figure.seconds));
  return [
    `Aviso de una canción nueva a ${figure.devices} dispositivos (servicio de avisos local): ` +
      `${figure.received} recibidos en ${figure.seconds} s desde la cola (${rate}/s).`,
    `Mientras, GET ${figure.probePath} uno tras otro: p99 ${figure.duringP99Ms} ms ` +
      `(${figure.probes} peticiones; sin el aviso ${figure.quietP99Ms} ms); objetivo ≤ 100 ms: ` +
      `${figure.duringP99Ms <= 100 && figure.received >= figure.devices ? 'sí' : 'NO'}.`,
  ];
}

// Alone, on a database the growth bench loaded: GROWTH_PG_URL=… node --import tsx scripts/bench/push-fanout.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.GROWTH_PG_URL;
  if (!url) throw new Error('GROWTH_PG_URL: la base que cargó el banco de crecimiento');
  const loaded = await findLoadedCatalogue(url);
  const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
  try {
    const figure = await measurePushFanout(
      url,
      server.url,
      loaded.studioCreatorId,
      '/api/v1/songs?sort=recent&limit=10',
    );
    for (const line of describeFanout(figure)) console.log(line);
  } finally {
    await server.stop();
  }
}
