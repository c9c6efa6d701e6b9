/**
 * Per-person quotas: uploads no song uses yet are capped by
 * MAX_UNATTACHED_UPLOADS_MB (429: use them or wait for the 2-hour sweep) and everything a person
 * stores by MAX_USER_STORAGE_MB (413). A refused upload leaves nothing on disk, the limit is one
 * person's, and two uploads at once cannot both squeeze under it.
 */
import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../domain/api';
import { rowsOf } from '../../../server/db/database';
import { MULTIPART_OVERHEAD_BYTES } from '../../../server/features/media/receive';
import { insertUpload, lockUploadsOf } from '../../../server/features/media/uploads-repository';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, tinyWav } from '../../helpers/factories';
import { bucketFiles, upload, uploadAudio } from '../../helpers/media';
import { postSongRaw } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDatabaseUrl } from '../../helpers/test-database';

const UNATTACHED_TEXT =
  'Tienes demasiados archivos subidos que aún no forman parte de ninguna canción (máximo 2 MB). Úsalos o espera a que se borren: se borran a las 2 horas.';
const STORAGE_TEXT =
  'Has llegado al límite de espacio de tu cuenta (3 MB). Borra canciones que no necesites para subir más.';

/** A WAV of about 0.85 MB: two fit under 2 MB, three do not. */
const WAV = tinyWav(56);

let t: TestApp;

const stage = () => t.storage.stage;
let originalStage: ReturnType<typeof stage>;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UNATTACHED_UPLOADS_MB: '2', MAX_USER_STORAGE_MB: '3' } });
  originalStage = t.storage.stage;
});
afterEach(() => {
  t.storage.stage = originalStage;
});
afterAll(() => t.close());

async function composerCookie(): Promise<string> {
  return sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
}

function createSong(cookie: string, audioUrl: string) {
  return postSongRaw(t, cookie, {
    title: 'Bachata de la cuota',
    gender: 'BACHATA',
    composers: ['Compositora de Prueba'],
    audio: audioUrl,
  });
}

describe('upload quotas', () => {
  it('refuses unattached uploads past MAX_UNATTACHED_UPLOADS_MB with 429, leaving no file', async () => {
    const cookie = await composerCookie();
    await uploadAudio(t, cookie, WAV, 'primera.wav');
    await uploadAudio(t, cookie, WAV, 'segunda.wav');
    const before = await bucketFiles(t.storage, 'audios');

    const refused = await upload(t, cookie, 'audios', WAV, 'tercera.wav');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      message: UNATTACHED_TEXT,
      errors: [UNATTACHED_TEXT],
    });
    expect(await bucketFiles(t.storage, 'audios')).toEqual(before);

    // The limit is this person's: someone else uploads as usual.
    await uploadAudio(t, await composerCookie(), WAV, 'de-otra-persona.wav');
  });

  it('counts every stored byte against MAX_USER_STORAGE_MB (413), and deleting a song frees it', async () => {
    const cookie = await composerCookie();
    const first = await uploadAudio(t, cookie, WAV, 'uno.wav');
    const created = await createSong(cookie, first.url);
    expect(created.statusCode, created.body).toBe(201);
    // Attached, it no longer counts as unattached: two more fit under that limit...
    await uploadAudio(t, cookie, WAV, 'dos.wav');
    await uploadAudio(t, cookie, WAV, 'tres.wav');

    // ...but four together pass the 3 MB of the account.
    const refused = await upload(t, cookie, 'audios', WAV, 'cuatro.wav');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: STORAGE_TEXT, errors: [STORAGE_TEXT] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/songs/${created.json().song_id}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    // The account is under its total again; what stops this one now is the unattached limit.
    const next = await upload(t, cookie, 'audios', WAV, 'cuatro.wav');
    expect(next.statusCode).toBe(429);
  });
});

/**
 * The quota holds before the bytes land. Every staged file is followed to the
 * end of its life (its size when committed or discarded): the bytes ever staged bound the peak.
 */
describe('quotas before the bytes land', () => {
  function followStaging(): { bytes: () => number } {
    const sizes = new Map<string, number>();
    const stage = t.storage.stage.bind(t.storage);
    const sizeOf = async (path: string) => {
      const size = await stat(path).then(
        (found) => found.size,
        () => 0,
      );
      sizes.set(path, Math.max(sizes.get(path) ?? 0, size));
    };
    t.storage.stage = (bucket) => {
      const staged = stage(bucket);
      return {
        ...staged,
        bucket: staged.bucket,
        path: staged.path,
        commit: async (name: string) => {
          await sizeOf(staged.path);
          return staged.commit(name);
        },
        discard: async () => {
          await sizeOf(staged.path);
          return staged.discard();
        },
      };
    };
    return { bytes: () => [...sizes.values()].reduce((sum, size) => sum + size, 0) };
  }

  it('ten uploads at once at the edge of a quota stage no more than the room left', async () => {
    const cookie = await composerCookie();
    await uploadAudio(t, cookie, WAV, 'base.wav');
    // 2 MB of unattached uploads allowed, 0.85 MB used: room for one more WAV, not two.
    const room = 2 * 1024 * 1024 - WAV.length;
    const staging = followStaging();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(t, cookie, 'audios', WAV, `a-la-vez-${i}.wav`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(429)]);
    const staged = staging.bytes();
    console.log(
      `Cuota: ${(staged / 1024 / 1024).toFixed(2)} MB puestos en espera, cabían ${(room / 1024 / 1024).toFixed(2)} MB`,
    );
    expect(staged).toBeLessThanOrEqual(room + MULTIPART_OVERHEAD_BYTES);
  });

  it('refuses a declared size past the room left before writing a byte of it', async () => {
    const cookie = await composerCookie();
    await uploadAudio(t, cookie, WAV, 'base.wav');
    const staging = followStaging();
    const refused = await upload(t, cookie, 'audios', tinyWav(100), 'grande.wav');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UNATTACHED_TEXT);
    expect(staging.bytes()).toBe(0);
  });
});

/**
 * On PostgreSQL two uploads really run at once (PGlite has one connection, so there they cannot).
 * The test holds the person's upload lock, lets an upload reach it, records another file in the
 * meantime, and only then lets go: the waiting upload must count that file and be refused.
 */
describe.runIf(testDatabaseUrl())('upload quotas under concurrency (PostgreSQL)', () => {
  it("checks the quota again once the person's uploads are its own", async () => {
    const user = await createUser(t, { roles: ['composer'] });
    const cookie = await sessionCookieFor(t, user.userId);
    await uploadAudio(t, cookie, WAV, 'base.wav');

    const answer = await t.db.orm.transaction(async (tx) => {
      await lockUploadsOf(tx, user.userId);
      const pending = upload(t, cookie, 'audios', WAV, 'en-espera.wav');
      await waitForLockWaiter();
      await insertUpload(tx, {
        userId: user.userId,
        bucket: 'audios',
        name: 'a-la-vez.wav',
        format: 'wav',
        durationSeconds: 56,
        sizeBytes: WAV.length,
      });
      return { pending };
    });
    expect((await answer.pending).statusCode).toBe(429);
  });
});

/** Until some session waits for an advisory lock (read outside the holding transaction). */
async function waitForLockWaiter(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await t.db.orm.execute(
      sql`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
    );
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no upload came to wait for the lock');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
