/**
 * The upload sweep: uploads no song took within 24 hours go, with their files; used ones,
 * recent ones, and files something still shows stay. Staged leftovers of a crash go too.
 */
import { rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, uploads } from '../../server/db/schema';
import { startUploadSweeper, sweepUploads, UPLOAD_TTL_MS } from '../../server/features/media/sweep';
import { deleteAccount } from '../../server/features/users/delete-account';
import { sessionCookieFor } from '../helpers/auth';
import { createUser, tinyWav } from '../helpers/factories';
import { bucketFiles, uploadAudio, uploadImage } from '../helpers/media';
import { postSong } from '../helpers/songs';
import { createTestApp, silentLogger, type TestApp } from '../helpers/test-app';

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

describe('sweepUploads', () => {
  it('removes free uploads older than 24 h with their thumbnails, and keeps the rest', async () => {
    const freeAudio = await uploadAudio(t, cookie, tinyWav(1), 'olvidada.wav');
    const freeImage = await uploadImage(t, cookie);
    const { audio: usedAudio, cover: usedCover } = await postSong(
      t,
      cookie,
      {},
      { withCover: true },
    );

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
    expect(await deleteAccount(t, leaving.userId, silentLogger)).toBe(true);
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

describe('startUploadSweeper', () => {
  it('sweeps at once when started, and stop() waits for that sweep', async () => {
    const old = await uploadAudio(t, cookie, tinyWav(1), 'antigua.wav');
    await t.db.orm
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_TTL_MS - HOUR) })
      .where(eq(uploads.name, old.name));
    const sweeper = startUploadSweeper(t, silentLogger);
    await sweeper.stop();
    expect(await uploadNames()).not.toContain(old.name);
    expect(await bucketFiles(t.storage, 'audios')).not.toContain(old.name);
  });
});
