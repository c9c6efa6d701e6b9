/**
 * The upload sweep: uploads no song took within 2 hours go, with their files; used ones,
 * recent ones, and files something still shows stay. Leftovers of a crash go too: staged files and
 * stored files no row names.
 */
import { rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../server/db/database';
import { profiles, scheduledRuns, uploads } from '../../../server/db/schema';
import { NAMED_BATCH } from '../../../server/features/media/references';
import {
  SWEEP_RUN_NAME,
  startUploadSweeper,
  sweepUploads,
  UPLOAD_TTL_MS,
} from '../../../server/features/media/sweep';
import { deleteAccount } from '../../../server/features/users/delete-account';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, tinyWav } from '../../helpers/factories';
import { bucketFiles, uploadAudio, uploadImage } from '../../helpers/media';
import { postSong } from '../../helpers/songs';
import { createTestApp, silentLogger, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let cookie: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
});
afterAll(() => t.close());

async function uploadNames() {
  return (await t.db.orm.select({ name: uploads.name }).from(uploads)).map((row) => row.name);
}

const thumbName = (url: string) => url.split('/').pop() ?? '';

/** A file written two hours ago: past the age at which no upload in progress can own it. */
async function makeOld(path: string) {
  const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
  await utimes(path, twoHoursAgo, twoHoursAgo);
}

describe('sweepUploads', () => {
  it('removes free uploads older than 2 h with their thumbnails, and keeps the rest', async () => {
    const freeAudio = await uploadAudio(t, cookie, tinyWav(1), 'olvidada.wav');
    const freeImage = await uploadImage(t, cookie);
    const { audio: usedAudio, cover: usedCover } = await postSong(
      t,
      cookie,
      {},
      { withCover: true },
    );

    expect(UPLOAD_TTL_MS).toBe(2 * HOUR);
    // An hour later nothing is old enough.
    const early = await sweepUploads(t, silentLogger, new Date(Date.now() + HOUR));
    expect(early).toMatchObject({ uploads: 0, files: 0 });

    const result = await sweepUploads(t, silentLogger, new Date(Date.now() + UPLOAD_TTL_MS + HOUR));
    expect(result).toMatchObject({ uploads: 2, files: 3 });
    const names = await uploadNames();
    expect(names).not.toContain(freeAudio.name);
    expect(names).not.toContain(freeImage.name);
    expect(names).toEqual(expect.arrayContaining([usedAudio.name, usedCover?.name]));

    const audios = await bucketFiles(t.storage, 'audios');
    const images = await bucketFiles(t.storage, 'images');
    expect(audios).not.toContain(freeAudio.name);
    expect(images).not.toContain(freeImage.name);
    expect(images).not.toContain(thumbName(freeImage.thumbUrl));
    expect(audios).toContain(usedAudio.name);
    expect(images).toContain(usedCover?.name);
  });

  it('keeps a file that a profile shows even when its upload was never attached', async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const ownerCookie = await sessionCookieFor(t, owner.userId);
    const avatar = await uploadImage(t, ownerCookie);
    await t.db.orm
      .update(profiles)
      .set({ userImageUrl: avatar.url })
      .where(eq(profiles.userId, owner.userId));
    await sweepUploads(t, silentLogger, new Date(Date.now() + 2 * UPLOAD_TTL_MS));
    expect(await uploadNames()).not.toContain(avatar.name);
    expect(await bucketFiles(t.storage, 'images')).toContain(avatar.name);
  });

  it('removes at once the free uploads of an account that is gone', async () => {
    const leaving = await createUser(t, { roles: ['composer'] });
    const leavingCookie = await sessionCookieFor(t, leaving.userId);
    const orphan = await uploadAudio(t, leavingCookie, tinyWav(1), 'huerfana.wav');
    expect(
      await deleteAccount(t, leaving.userId, silentLogger, {
        userId: leaving.userId,
        roles: ['composer'],
      }),
    ).toBe(true);
    const [row] = await t.db.orm.select().from(uploads).where(eq(uploads.name, orphan.name));
    expect(row.userId).toBeNull();

    await sweepUploads(t, silentLogger);
    expect(await uploadNames()).not.toContain(orphan.name);
    expect(await bucketFiles(t.storage, 'audios')).not.toContain(orphan.name);
  });

  it('deletes staged files a crash left behind, not those of uploads in progress', async () => {
    const directory = t.storage.directory('audios');
    const stale = join(directory, '.upload-crash.part');
    const fresh = join(directory, '.upload-now.part');
    await writeFile(stale, 'x');
    await writeFile(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    const result = await sweepUploads(t, silentLogger);
    expect(result.partials).toBe(1);
    const files = await bucketFiles(t.storage, 'audios');
    expect(files).not.toContain('.upload-crash.part');
    expect(files).toContain('.upload-now.part');
    await rm(fresh);
  });
});

describe('sweepUploads after a crash', () => {
  it('removes committed files no row names (killed between the file and its row)', async () => {
    // Files like those a kill -9 leaves: written under their final names, never recorded.
    const audios = t.storage.directory('audios');
    const images = t.storage.directory('images');
    await writeFile(join(audios, '1700000000000_perdida-0123456789ab.mp3'), 'x');
    await writeFile(join(images, '1700000000000_perdida-0123456789ab.webp'), 'x');
    await makeOld(join(audios, '1700000000000_perdida-0123456789ab.mp3'));
    await makeOld(join(images, '1700000000000_perdida-0123456789ab.webp'));
    // One just written may be an upload whose row is being inserted right now: it stays.
    await writeFile(join(audios, '1700000000001_reciente-0123456789ab.mp3'), 'x');

    // Files rows name stay, however old: a song's audio and cover with its thumbnail, an avatar
    // with the card-sized copy beside it that no row names directly.
    const { song, audio, cover } = await postSong(t, cookie, {}, { withCover: true });
    const avatar = await uploadImage(t, cookie);
    await t.db.orm
      .update(profiles)
      .set({ userImageUrl: avatar.url })
      .where(eq(profiles.userId, song.user_id));
    await t.db.orm.delete(uploads).where(eq(uploads.name, avatar.name));
    for (const name of [audio.name]) await makeOld(join(audios, name));
    for (const url of [cover?.url, cover?.thumbUrl, avatar.url, avatar.thumbUrl]) {
      await makeOld(join(images, thumbName(url ?? '')));
    }

    const result = await sweepUploads(t, silentLogger);
    expect(result.orphans).toBe(2);
    const audioFiles = await bucketFiles(t.storage, 'audios');
    const imageFiles = await bucketFiles(t.storage, 'images');
    expect(audioFiles).not.toContain('1700000000000_perdida-0123456789ab.mp3');
    expect(imageFiles).not.toContain('1700000000000_perdida-0123456789ab.webp');
    expect(audioFiles).toContain('1700000000001_reciente-0123456789ab.mp3');
    expect(audioFiles).toContain(audio.name);
    expect(imageFiles).toEqual(
      expect.arrayContaining([
        cover?.name,
        thumbName(cover?.thumbUrl ?? ''),
        avatar.name,
        thumbName(avatar.thumbUrl),
      ]),
    );
    await rm(join(audios, '1700000000001_reciente-0123456789ab.mp3'));
  });
});

describe('sweepUploads at a large catalogue', () => {
  it('asks the database about the old files only, a page at a time, never for every name', async () => {
    // Many songs naming files: the old sweep read every one of their names into memory at once.
    const owner = (await createUser(t, { roles: ['composer'] })).userId;
    await t.db.orm.execute(sql`
      INSERT INTO songs (title, gender, composers, audio, cover, user_id)
      SELECT 'Barrida ' || n, 'MERENGUE', ARRAY['Autor'],
             '/media/audios/barrida-' || n || '.m4a', '/media/images/barrida-' || n || '.webp', ${owner}
      FROM generate_series(1, ${3 * NAMED_BATCH}) AS n`);
    const audios = t.storage.directory('audios');
    const kept = '1700000000002_barrida-0123456789ab.m4a';
    await writeFile(join(audios, kept), 'x');
    await makeOld(join(audios, kept));
    await t.db.orm.execute(
      sql`UPDATE songs SET audio = ${`/media/audios/${kept}`} WHERE title = 'Barrida 1'`,
    );
    const lost = Array.from(
      { length: NAMED_BATCH + 3 },
      (_, n) => `1700000000003_suelta-${String(n).padStart(12, '0')}.mp3`,
    );
    for (const name of lost) {
      await writeFile(join(audios, name), 'x');
      await makeOld(join(audios, name));
    }

    const execute = t.db.orm.execute.bind(t.db.orm);
    let largestAnswer = 0;
    const spy = vi.spyOn(t.db.orm, 'execute').mockImplementation((async (query: never) => {
      const result = await execute(query);
      largestAnswer = Math.max(largestAnswer, rowsOf(result).length);
      return result;
    }) as never);
    try {
      const result = await sweepUploads(t, silentLogger);
      expect(result.orphans).toBe(lost.length);
    } finally {
      spy.mockRestore();
    }
    const left = await bucketFiles(t.storage, 'audios');
    expect(left).toContain(kept);
    expect(left.filter((name) => lost.includes(name))).toEqual([]);
    // No answer larger than a page of the files asked about.
    expect(largestAnswer).toBeLessThanOrEqual(NAMED_BATCH);
    await t.db.orm.execute(sql`DELETE FROM songs WHERE title LIKE 'Barrida %'`);
    await rm(join(audios, kept));
  });
});

describe('startUploadSweeper', () => {
  /** An upload nobody took, two hours and more ago. */
  async function expiredUpload(filename: string) {
    const old = await uploadAudio(t, cookie, tinyWav(1), filename);
    await t.db.orm
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_TTL_MS - HOUR) })
      .where(eq(uploads.name, old.name));
    return old;
  }

  it('sweeps at once when started, and stop() waits for that sweep', async () => {
    // The app's own sweeper took this hour's turn when it started: the hour is over.
    await t.db.orm.delete(scheduledRuns);
    const old = await expiredUpload('antigua.wav');
    const sweeper = startUploadSweeper(t, silentLogger);
    await sweeper.stop();
    expect(await uploadNames()).not.toContain(old.name);
    expect(await bucketFiles(t.storage, 'audios')).not.toContain(old.name);
  });

  it('sweeps once an hour however many processes start a sweeper', async () => {
    await t.db.orm.delete(scheduledRuns);
    await startUploadSweeper(t, silentLogger).stop();
    // Another process starting within the hour leaves this expired upload to the next sweep.
    const old = await expiredUpload('otra-antigua.wav');
    await startUploadSweeper(t, silentLogger).stop();
    expect(await uploadNames()).toContain(old.name);
    const [run] = await t.db.orm
      .select()
      .from(scheduledRuns)
      .where(eq(scheduledRuns.name, SWEEP_RUN_NAME));
    expect(run.runs).toBe(1);

    // An hour later the next claim wins, and the sweep runs again.
    await t.db.orm
      .update(scheduledRuns)
      .set({ lastRunAt: new Date(Date.now() - HOUR) })
      .where(eq(scheduledRuns.name, SWEEP_RUN_NAME));
    await startUploadSweeper(t, silentLogger).stop();
    expect(await uploadNames()).not.toContain(old.name);
  });
});
