/**
 * Every song gets an AAC .m4a rendition at −14 LUFS, made off the request
 * path by a database job that survives restarts, retries, and fails in Spanish; the original stays
 * untouched and is offered to its owner and admins only. Real audio, real ffmpeg.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FullSong, fullSongSchema, type Song } from '../../../domain/api';
import {
  HAS_FFMPEG,
  loudnessWav,
  measureLoudness,
  probe,
} from '../../../scripts/lib/audio-samples';
import { freePort } from '../../../scripts/lib/temp-postgres.mjs';
import { REPO_ROOT } from '../../../server/config';
import { rowsOf } from '../../../server/db/database';
import { jobs, songs } from '../../../server/db/schema';
import { createAudioEngine, ffmpegMissingLine } from '../../../server/features/audio/engine';
import {
  AUDIO_LIGHT_JOB,
  AUDIO_RENDITION_JOB,
  RENDITION_TEXTS,
  renditionJobHandler,
} from '../../../server/features/audio/rendition';
import { enqueueJob } from '../../../server/features/jobs/repository';
import { createJobRunner, type JobHandler } from '../../../server/features/jobs/worker';
import { newMediaName } from '../../../server/storage/storage';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, type TestUser } from '../../helpers/factories';
import { uploadAudio } from '../../helpers/media';
import { migratedDataDir } from '../../helpers/migrated-database';
import { getJson, postSongRaw } from '../../helpers/songs';
import { createTestApp, silentLogger, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let listenerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { roles: ['composer'] });
  ownerCookie = await sessionCookieFor(t, owner.userId);
  listenerCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['user'] })).userId);
  adminCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
});

afterAll(async () => {
  await t?.close();
});

async function upload(audio: Buffer, title: string): Promise<FullSong> {
  const uploaded = await uploadAudio(t, ownerCookie, audio);
  const response = await postSongRaw(t, ownerCookie, {
    title,
    gender: 'MERENGUE',
    composers: ['Compositora de Prueba'],
    audio: uploaded.url,
  });
  expect(response.statusCode, response.body).toBe(201);
  return fullSongSchema.parse(response.json());
}

const renditionJobOf = (songId: number) =>
  and(eq(jobs.subjectId, songId), eq(jobs.kind, AUDIO_RENDITION_JOB));

async function songAs(id: number, cookie: string | null): Promise<FullSong> {
  return fullSongSchema.parse((await getJson(t, `/api/v1/songs/${id}`, cookie)).json());
}

async function fileOf(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe.runIf(HAS_FFMPEG)('the streaming rendition', () => {
  const SECONDS = 30;
  let loud: FullSong;
  let quiet: FullSong;
  let loudOriginal: Buffer;

  beforeAll(async () => {
    loudOriginal = loudnessWav('loud', SECONDS);
    loud = await upload(loudOriginal, 'Fuerte');
    quiet = await upload(loudnessWav('quiet', SECONDS), 'Suave');
    // Answered at once, before any work: the original streams meanwhile.
    expect(loud.audio_status).toBe('processing');
    expect(loud.audio).toMatch(/\.wav$/);
    expect(loud.waveform).toBeNull();
    expect(await t.runJobs()).toBe(4);
  }, 120_000);

  it('is AAC in an .m4a that starts before it is fully downloaded', async () => {
    const song = await songAs(loud.song_id, null);
    expect(song.audio_status).toBe('ready');
    expect(song.audio).toMatch(/-stream\.m4a$/);
    const response = await t.app.inject({ method: 'GET', url: song.audio });
    expect(response.headers['content-type']).toBe('audio/mp4');
    const file = response.rawPayload;
    expect(probe(file)).toMatchObject({ codec: 'aac' });
    expect(probe(file).formatName).toMatch(/mp4/);
    // +faststart: the index (moov) comes before the audio (mdat).
    expect(file.indexOf('moov')).toBeGreaterThan(0);
    expect(file.indexOf('moov')).toBeLessThan(file.indexOf('mdat'));
    const range = await t.app.inject({
      method: 'GET',
      url: song.audio,
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('brings a loud and a quiet source within 1 LU of −14 LUFS, true peak at most −1 dBTP', async () => {
    for (const song of [loud, quiet]) {
      const rendition = await fileOf((await songAs(song.song_id, null)).audio);
      const measured = measureLoudness(rendition);
      expect(
        Math.abs(measured.integrated + 14),
        `${song.title}: ${measured.integrated} LUFS`,
      ).toBeLessThanOrEqual(1);
      expect(measured.truePeak, song.title).toBeLessThanOrEqual(-1);
    }
    // The originals' own loudness, as measured before normalising.
    expect((await songAs(loud.song_id, null)).loudness_lufs).toBeGreaterThan(-10);
    expect((await songAs(quiet.song_id, null)).loudness_lufs).toBeLessThan(-25);
  });

  it('weighs at most 1.1 MB per minute of audio', async () => {
    const rendition = await fileOf((await songAs(loud.song_id, null)).audio);
    expect(rendition.length / (SECONDS / 60)).toBeLessThanOrEqual(1.1e6);
    expect(rendition.length).toBeLessThan(loudOriginal.length / 8);
  });

  it('has a data saver rendition: AAC at about 48 kbps, −14 LUFS, a third of the bytes', async () => {
    const song = await songAs(loud.song_id, null);
    expect(song.audio_light).toMatch(/-light\.m4a$/);
    const light = await fileOf(song.audio_light ?? '');
    const stream = await fileOf(song.audio);
    expect(probe(light)).toMatchObject({ codec: 'aac' });
    expect(light.indexOf('moov')).toBeLessThan(light.indexOf('mdat'));
    expect(light.length / (SECONDS / 60)).toBeLessThanOrEqual(0.4e6);
    expect(light.length).toBeLessThan(stream.length / 2.4);
    // A tone keeps its loudness; clipped pink noise loses the top octave the encoder drops at
    // 48 kbps, and with it up to 2 LU (music, with little there, loses a fraction of that).
    const tone = measureLoudness(
      await fileOf((await songAs(quiet.song_id, null)).audio_light ?? ''),
    );
    expect(Math.abs(tone.integrated + 14), `${tone.integrated} LUFS`).toBeLessThanOrEqual(1);
    const noise = measureLoudness(light);
    expect(Math.abs(noise.integrated + 14), `${noise.integrated} LUFS`).toBeLessThanOrEqual(2);
    expect(noise.truePeak).toBeLessThanOrEqual(-1);
    // Lists carry it, so a player can choose it without asking for the song.
    const list = (await getJson(t, '/api/v1/songs?limit=100', null)).json() as { items: Song[] };
    expect(list.items.find((item) => item.song_id === loud.song_id)?.audio_light).toBe(
      song.audio_light,
    );
  });

  it('makes the light rendition alone for a song whose stream came before it (migration 0021)', async () => {
    const song = await songAs(loud.song_id, null);
    await t.db.orm.update(songs).set({ audioLight: null }).where(eq(songs.id, loud.song_id));
    expect((await songAs(loud.song_id, null)).audio_light).toBeNull();
    await enqueueJob(t.db.orm, AUDIO_LIGHT_JOB, loud.song_id);
    expect(await t.runJobs()).toBe(1);
    const after = await songAs(loud.song_id, null);
    expect(after.audio_light).toMatch(/-light\.m4a$/);
    expect(after.audio).toBe(song.audio);
    expect(probe(await fileOf(after.audio_light ?? ''))).toMatchObject({ codec: 'aac' });
  });

  it('carries a waveform of at least 200 peaks between 0 and 1', async () => {
    const { waveform } = await songAs(loud.song_id, null);
    expect(waveform?.length).toBeGreaterThanOrEqual(200);
    for (const peak of waveform ?? []) {
      expect(peak).toBeGreaterThanOrEqual(0);
      expect(peak).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...(waveform ?? []))).toBe(1);
  });

  it('leaves the original untouched, for its owner and admins only', async () => {
    const asOwner = await songAs(loud.song_id, ownerCookie);
    expect(asOwner.audio_original).toMatch(/\.wav$/);
    expect((await fileOf(asOwner.audio_original ?? '')).equals(loudOriginal)).toBe(true);
    expect((await songAs(loud.song_id, adminCookie)).audio_original).toBe(asOwner.audio_original);
    expect((await songAs(loud.song_id, listenerCookie)).audio_original).toBeUndefined();
    expect((await songAs(loud.song_id, null)).audio_original).toBeUndefined();
    // Lists say the same.
    const list = (await getJson(t, '/api/v1/songs?limit=100', listenerCookie)).json() as {
      items: Song[];
    };
    const listed = list.items.find((item) => item.song_id === loud.song_id);
    expect(listed?.audio).toBe(asOwner.audio);
    expect(listed?.audio_original).toBeUndefined();
    // The waveform is the song's own answer's (above), never a list's.
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('waveform');
  });

  it('is made again for a new audio, and the old rendition goes', async () => {
    const before = await songAs(quiet.song_id, ownerCookie);
    const replacement = await uploadAudio(t, ownerCookie, loudnessWav('loud', 5));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/songs/${quiet.song_id}`,
      payload: { audio: replacement.url },
      headers: { cookie: ownerCookie },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ audio: replacement.url, audio_status: 'processing' });
    // The renditions of the replaced audio are gone with it.
    expect((await t.app.inject({ method: 'GET', url: before.audio })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: before.audio_light ?? '' })).statusCode).toBe(
      404,
    );
    expect(put.json().audio_light).toBeNull();
    await t.runJobs();
    const after = await songAs(quiet.song_id, ownerCookie);
    expect(after.audio_status).toBe('ready');
    expect(after.audio_original).toBe(replacement.url);
    expect(after.audio).not.toBe(before.audio);
  });

  it('goes with its song', async () => {
    const song = await upload(loudnessWav('quiet', 3), 'Se va');
    await t.runJobs();
    const { audio, audio_light: light } = await songAs(song.song_id, null);
    expect((await t.app.inject({ method: 'GET', url: audio })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: light ?? '' })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/songs/${song.song_id}`,
      headers: { cookie: ownerCookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: audio })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: light ?? '' })).statusCode).toBe(404);
  });
});

describe.runIf(HAS_FFMPEG)('the job behind it', () => {
  it('marks a file ffmpeg cannot decode as failed, with a Spanish reason for its owner', async () => {
    const stored = await t.storage.save('audios', newMediaName('mp3'), Buffer.from('no soy audio'));
    const song = await createSong(t, owner.userId, { title: 'Dañada' });
    await t.db.orm.update(songs).set({ audio: stored.url }).where(eq(songs.id, song.id));
    await enqueueJob(t.db.orm, AUDIO_RENDITION_JOB, song.id);
    await t.runJobs();
    const asOwner = await songAs(song.id, ownerCookie);
    expect(asOwner).toMatchObject({
      audio_status: 'failed',
      audio_error: RENDITION_TEXTS.undecodable,
      audio: stored.url,
      waveform: null,
    });
    expect((await songAs(song.id, listenerCookie)).audio_error).toBeUndefined();
    // Undecodable is not worth a retry: one attempt.
    const [job] = await t.db.orm.select().from(jobs).where(eq(jobs.subjectId, song.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes again a job whose process died while it ran (its lease ran out)', async () => {
    const song = await upload(loudnessWav('quiet', 3), 'Interrumpida');
    // As a process killed mid-job leaves it: running, held by a worker that is gone.
    await t.db.orm
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'otro-equipo:999:muerto',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.subjectId, song.song_id));
    // The rendition, then the data saver's that it queues.
    expect(await t.runJobs()).toBe(2);
    expect((await songAs(song.song_id, null)).audio_status).toBe('ready');
    const [job] = await t.db.orm.select().from(jobs).where(renditionJobOf(song.song_id));
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('retries a failed attempt, and a job still held by a live worker is left alone', async () => {
    const song = await upload(loudnessWav('quiet', 3), 'Al segundo intento');
    const held = await upload(loudnessWav('quiet', 3), 'En manos de otro');
    await t.db.orm
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'otro:1:vivo',
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .where(eq(jobs.subjectId, held.song_id));
    const engine = createAudioEngine({
      ffmpegPath: t.config.ffmpegPath,
      ffprobePath: t.config.ffprobePath,
    });
    let failures = 0;
    const flaky = {
      ...engine,
      available: engine.available,
      async render(...args: Parameters<typeof engine.render>) {
        if (failures++ === 0) throw new Error('el disco se llenó');
        return engine.render(...args);
      },
    };
    const runner = createJobRunner({
      orm: t.db.orm,
      log: silentLogger,
      retryBaseMs: 0,
      handlers: [
        renditionJobHandler({ db: t.db, storage: t.storage, engine: flaky, log: silentLogger }),
      ],
    });
    while (await runner.runOne()) {
      // until nothing is left to run
    }
    expect((await songAs(song.song_id, null)).audio_status).toBe('ready');
    const [job] = await t.db.orm.select().from(jobs).where(renditionJobOf(song.song_id));
    expect(job).toMatchObject({ status: 'done', attempts: 2, lastError: 'el disco se llenó' });
    expect((await songAs(held.song_id, null)).audio_status).toBe('processing');
  });
});

describe('without ffmpeg', () => {
  it('streams the original, waits, and makes the rendition once ffmpeg is there', async () => {
    const song = await createSong(t, owner.userId, { title: 'Esperando a ffmpeg' });
    await enqueueJob(t.db.orm, AUDIO_RENDITION_JOB, song.id);
    const missing = createAudioEngine({
      ffmpegPath: '/no/existe/ffmpeg',
      ffprobePath: '/no/existe/ffprobe',
    });
    expect(await missing.available()).toBe(false);
    const without = createJobRunner({
      orm: t.db.orm,
      log: silentLogger,
      handlers: [
        renditionJobHandler({ db: t.db, storage: t.storage, engine: missing, log: silentLogger }),
      ],
    });
    expect(await without.runOne()).toBe(false);
    const waiting = await songAs(song.id, null);
    expect(waiting).toMatchObject({
      audio_status: 'processing',
      audio: song.audio,
      waveform: null,
    });
    if (!HAS_FFMPEG) return;
    await t.runJobs();
    expect((await songAs(song.id, null)).audio_status).toBe('ready');
  });
});

describe('the queue', () => {
  it('gives each job to one worker only, however many take from it at once', async () => {
    const ids = Array.from({ length: 24 }, (_, i) => 1_000_000 + i);
    for (const id of ids) await enqueueJob(t.db.orm, 'prueba', id);
    // Asking twice while one waits changes nothing.
    await enqueueJob(t.db.orm, 'prueba', ids[0]);
    const done: number[] = [];
    const handler: JobHandler = {
      kind: 'prueba',
      async run(subjectId) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        done.push(subjectId);
      },
    };
    const workers = Array.from({ length: 3 }, () =>
      createJobRunner({ orm: t.db.orm, log: silentLogger, handlers: [handler] }),
    );
    await Promise.all(
      workers.map(async (worker) => {
        while (await worker.runOne()) {
          // take the next one
        }
      }),
    );
    expect([...done].sort((a, b) => a - b)).toEqual(ids);
    const result = await t.db.orm.execute(
      sql`SELECT count(*)::int AS n FROM ${jobs} WHERE kind = 'prueba' AND status = 'done'`,
    );
    expect(rowsOf<{ n: number }>(result)[0].n).toBe(ids.length);
  });
});

describe('npm start on a machine without ffmpeg', () => {
  it('says so in one Spanish line and serves anyway', async () => {
    const dataDir = await migratedDataDir('tambora-start-');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        FFMPEG_PATH: '/no/existe/ffmpeg',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    try {
      await vi.waitFor(() => expect(output).toContain('Tambora está en marcha'), {
        timeout: 60_000,
        interval: 200,
      });
      const lines = output.split('\n').filter((line) => line.includes('ffmpeg'));
      expect(lines).toEqual([ffmpegMissingLine('/no/existe/ffmpeg')]);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
