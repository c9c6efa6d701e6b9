/**
 * Two server processes, as on two machines (each its own DATA_DIR and port), on one PostgreSQL and
 * one bucket: a session made on one works on the other, a file uploaded to one
 * plays from the other, rate limits count both, and the hourly sweep and a rendition job run once.
 * Runs on the PostgreSQL server suite (TEST_DATABASE_URL); PGlite is one process's database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { migrate } from '../../../server/db/migrate';
import { jobs, scheduledRuns } from '../../../server/db/schema';
import { createAudioEngine } from '../../../server/features/audio/engine';
import { SWEEP_RUN_NAME } from '../../../server/features/media/sweep';
import { createUser, tinyWav } from '../../helpers/factories';
import { multipart } from '../../helpers/media';
import { startS3Server, type TestS3Server } from '../../helpers/s3-server';
import { type ServerProcess, spawnServer, waitForOutput } from '../../helpers/server-process';
import { createTempDir } from '../../helpers/temp-dirs';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../helpers/test-database';

const PASSWORD = 'Clave-de-prueba-1';
const METRICS_TOKEN = 'token-de-metricas-del-cluster';

describe.skipIf(!testDatabaseUrl())('two server processes on one PostgreSQL and one bucket', () => {
  let database: TestDatabase;
  let s3: TestS3Server;
  let servers: { process: ServerProcess; base: string }[];
  let email: string;

  beforeAll(async () => {
    database = await createTestDatabase(await createTempDir());
    await migrate(database.db);
    s3 = await startS3Server();
    ({ email } = (await createUser(database, {
      roles: ['composer'],
      password: PASSWORD,
    })) as { email: string });
    servers = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const process = spawnServer({
        ...s3.env,
        DATABASE_URL: database.url ?? '',
        DATA_DIR: await createTempDir(),
        PORT: String(port),
      });
      servers.push({ process, base: `http://127.0.0.1:${port}` });
    }
    await Promise.all(servers.map((s) => waitForOutput(s.process, 'Tambora está en marcha')));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers ?? []) await server.process.kill();
    await s3?.stop();
    await database?.destroy();
  });

  const [first, second] = [0, 1];
  const url = (server: number, path: string) => `${servers[server].base}${path}`;

  async function login(server: number, password = PASSWORD, as = email) {
    return fetch(url(server, '/api/v1/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: as, password }),
    });
  }

  it('signs in on one and acts on the other', async () => {
    const response = await login(first);
    expect(response.status).toBe(200);
    const cookie = String(response.headers.get('set-cookie')).split(';')[0];
    const session = await fetch(url(second, '/api/v1/session'), { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(JSON.stringify(await session.json())).toContain(email);
  });

  it('plays from one what was uploaded to the other, and runs its rendition once', async () => {
    const cookie = String((await login(first)).headers.get('set-cookie')).split(';')[0];
    const wav = tinyWav(2);
    const body = await multipart(wav, 'cancion.wav');
    const uploaded = await fetch(url(first, '/api/v1/storage/audios'), {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const audio = ((await uploaded.json()) as { url: string }).url;

    const played = await fetch(url(second, audio), { headers: { range: 'bytes=0-3' } });
    expect(played.status).toBe(206);
    expect(await played.text()).toBe('RIFF');

    const created = await fetch(url(second, '/api/v1/songs'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Bachata en dos procesos',
        gender: 'BACHATA',
        composers: ['Compositora de Prueba'],
        audio,
      }),
    });
    expect(created.status).toBe(201);
    const songId = ((await created.json()) as { song_id: number }).song_id;
    if (!(await createAudioEngine({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' }).available())) {
      return;
    }
    // Both processes poll the queue; the job is taken by one of them, once.
    let job: typeof jobs.$inferSelect | undefined;
    for (let tries = 0; tries < 100 && job?.status !== 'done'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [job] = await database.db.orm.select().from(jobs).where(eq(jobs.subjectId, songId));
    }
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    const song = (await (await fetch(url(first, `/api/v1/songs/${songId}`))).json()) as {
      audio: string;
      audio_status: string;
    };
    expect(song.audio_status).toBe('ready');
    expect((await fetch(url(second, song.audio))).status).toBe(200);
  });

  it('counts rate limits across both', async () => {
    // Ten tries a minute per address and email, half on each process (an email not used above).
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push((await login(attempt % 2, 'equivocada-123', 'otra@prueba.test')).status);
    }
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('swept once at start, between the two of them', async () => {
    const [run] = await database.db.orm
      .select()
      .from(scheduledRuns)
      .where(eq(scheduledRuns.name, SWEEP_RUN_NAME));
    expect(run.runs).toBe(1);
  });
});

describe('npm run start:cluster', () => {
  it('wants PostgreSQL, and says so', async () => {
    const server = spawnServer(
      { DATA_DIR: await createTempDir(), WORKERS: '2' },
      'server/cluster.ts',
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('npm run start:cluster necesita DATABASE_URL');
  });

  it.skipIf(!testDatabaseUrl())(
    'serves with WORKERS processes on one port, counts them all in /metrics, stops them on SIGTERM',
    async () => {
      const database = await createTestDatabase(await createTempDir());
      const port = await freePort();
      const server = spawnServer(
        {
          DATABASE_URL: database.url ?? '',
          DATA_DIR: await createTempDir(),
          PORT: String(port),
          WORKERS: '2',
          METRICS_TOKEN: METRICS_TOKEN,
        },
        'server/cluster.ts',
      );
      try {
        // Both processes listen before the first line; the first worker's banner may come after.
        await waitForOutput(server, 'Tambora reparte las peticiones entre 2 procesos.');
        await waitForOutput(server, 'Tambora está en marcha');
        // One banner, from the first worker, not one per process.
        expect(server.output().split('Tambora está en marcha').length).toBe(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/v1/songs`)),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
        // The 20 went to both workers; whichever the scrape reaches answers for the two
        // (observability/cluster-metrics.ts), so all 20 are counted.
        const scrape = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(scrape.status).toBe(200);
        const counted = (await scrape.text()).match(
          /^tambora_http_request_duration_seconds_count\{route="\/api\/v1\/songs",method="GET",status_class="2xx"\} (\d+)$/m,
        );
        expect(Number(counted?.[1])).toBe(20);
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        await expect(fetch(`http://127.0.0.1:${port}/api/v1/health/live`)).rejects.toThrow();
      } finally {
        await server.kill();
        await database.destroy();
      }
    },
    60_000,
  );
});
