/**
 * Banner and avatar: only the owner (or an admin) changes them,
 * only with their own image uploads; a too large or non-image file is refused in Spanish and the
 * old image stays; the image a profile lets go of leaves the disk, the one it takes survives the
 * upload sweep.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../domain/api';
import { profileSchema } from '../../../domain/auth';
import { profiles, uploads } from '../../../server/db/schema';
import { sweepUploads, UPLOAD_TTL_MS } from '../../../server/features/media/sweep';
import { requestAs, sessionCookieFor } from '../../helpers/auth';
import { createUser, type TestUser, tinyWav } from '../../helpers/factories';
import { bucketFiles, imageFile, upload, uploadAudio, uploadImage } from '../../helpers/media';
import { createTestApp, silentLogger, type TestApp } from '../../helpers/test-app';

const MB = 1024 * 1024;
const IMAGE_NOT_YOURS =
  'La imagen no es una subida suya disponible. Vuelva a subir la imagen e intente de nuevo.';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let other: TestUser;
let otherCookie: string;
let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { roles: ['composer'], profile: { name: 'Dueña', lastName: 'Uno' } });
  other = await createUser(t, { roles: ['user'], profile: { name: 'Otro', lastName: 'Dos' } });
  admin = await createUser(t, { roles: ['admin'], profile: { nickname: 'Admin' } });
  ownerCookie = await sessionCookieFor(t, owner.userId);
  otherCookie = await sessionCookieFor(t, other.userId);
  adminCookie = await sessionCookieFor(t, admin.userId);
});

afterAll(async () => {
  await t?.close();
});

function put(userId: number, cookie: string | null, payload: Record<string, unknown>) {
  return requestAs(t, { method: 'PUT', url: `/api/v1/users/${userId}`, cookie, payload });
}

async function storedImages(userId: number) {
  const [row] = await t.db.orm
    .select({ bannerImage: profiles.bannerImage, userImageUrl: profiles.userImageUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

const fileName = (url: string) => url.split('/').pop() ?? '';

async function attached(name: string): Promise<boolean | undefined> {
  const [row] = await t.db.orm
    .select({ attached: uploads.attached })
    .from(uploads)
    .where(eq(uploads.name, name));
  return row?.attached;
}

/** The owner's banner set to a fresh upload of theirs, as the profile page does it. */
async function setOwnerBanner() {
  const image = await uploadImage(t, ownerCookie, await imageFile('jpeg', 1200, 400), 'b.jpg');
  const response = await put(owner.userId, ownerCookie, { bannerImage: image.url });
  expect(response.statusCode, response.body).toBe(200);
  return image;
}

describe('the owner changes banner and avatar', () => {
  it('takes their own upload: stored, answered, and kept by the sweep a day later', async () => {
    const banner = await uploadImage(t, ownerCookie, await imageFile('png', 1200, 400), 'b.png');
    const avatar = await uploadImage(t, ownerCookie, await imageFile('webp', 300, 300), 'a.webp');
    const response = await put(owner.userId, ownerCookie, {
      bannerImage: banner.url,
      userImageUrl: avatar.url,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(profileSchema.parse(response.json())).toMatchObject({
      bannerImage: banner.url,
      userImageUrl: avatar.url,
    });
    expect(await attached(banner.name)).toBe(true);
    expect(await attached(avatar.name)).toBe(true);

    await sweepUploads(t, silentLogger, new Date(Date.now() + UPLOAD_TTL_MS + 60_000));
    const files = await bucketFiles(t.storage, 'images');
    expect(files).toEqual(expect.arrayContaining([banner.name, avatar.name]));
    const shown = await t.app.inject({ method: 'GET', url: banner.url });
    expect(shown.statusCode).toBe(200);
  });

  it('replacing an image removes the old file and its card copy from the disk', async () => {
    const first = await setOwnerBanner();
    const second = await uploadImage(t, ownerCookie, await imageFile('png', 1200, 400), 'n.png');
    const response = await put(owner.userId, ownerCookie, { bannerImage: second.url });
    expect(response.statusCode).toBe(200);
    expect(response.json().bannerImage).toBe(second.url);
    const files = await bucketFiles(t.storage, 'images');
    expect(files).not.toContain(first.name);
    expect(files).not.toContain(fileName(first.thumbUrl));
    expect(files).toContain(second.name);
  });

  it('null removes the image (and its file); the whole profile sent back changes nothing', async () => {
    const banner = await setOwnerBanner();
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${owner.userId}`,
        headers: { cookie: ownerCookie },
      })
    ).json();
    // The editor sends the whole profile merged with the form: same images, no change.
    const again = await put(owner.userId, ownerCookie, {
      ...profile,
      biografia: 'Nueva biografía',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bannerImage).toBe(banner.url);
    expect(await bucketFiles(t.storage, 'images')).toContain(banner.name);

    const removed = await put(owner.userId, ownerCookie, { bannerImage: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().bannerImage).toBeNull();
    expect(await bucketFiles(t.storage, 'images')).not.toContain(banner.name);
  });

  it('an admin may change anyone’s avatar with an upload of their own', async () => {
    const avatar = await uploadImage(t, adminCookie);
    const response = await put(other.userId, adminCookie, { userImageUrl: avatar.url });
    expect(response.statusCode).toBe(200);
    expect((await storedImages(other.userId)).userImageUrl).toBe(avatar.url);
  });
});

describe("someone else's images: 403, nothing changes", () => {
  it("a signed-in person cannot change another's banner or avatar, even with their own upload", async () => {
    const banner = await setOwnerBanner();
    const before = await storedImages(owner.userId);
    const mine = await uploadImage(t, otherCookie);
    for (const field of ['bannerImage', 'userImageUrl']) {
      const response = await put(owner.userId, otherCookie, { [field]: mine.url });
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).message).toBe(
        'No tiene permiso para realizar esta acción',
      );
    }
    expect((await put(owner.userId, otherCookie, { bannerImage: null })).statusCode).toBe(403);
    expect((await put(owner.userId, null, { bannerImage: null })).statusCode).toBe(401);
    expect(await storedImages(owner.userId)).toEqual(before);
    expect(before.bannerImage).toBe(banner.url);
    // The refused upload stays free (the sweep will take it), the banner stays on disk.
    expect(await attached(mine.name)).toBe(false);
    expect(await bucketFiles(t.storage, 'images')).toContain(banner.name);
  });

  it('nobody may take another person’s upload, an audio, a used image or an outside address', async () => {
    const banner = await setOwnerBanner();
    const before = await storedImages(owner.userId);
    const othersUpload = await uploadImage(t, otherCookie);
    const audio = await uploadAudio(
      t,
      await sessionCookieFor(t, owner.userId),
      tinyWav(1),
      'voz.wav',
    );
    const candidates = [
      othersUpload.url,
      audio.url,
      banner.url.replace(/\.[a-z]+$/, '-no-existe.png'),
      'https://malicioso.example/foto.png',
      '/media/images/../../secreto.png',
      'javascript:alert(1)',
    ];
    for (const url of candidates) {
      const response = await put(owner.userId, ownerCookie, { userImageUrl: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: IMAGE_NOT_YOURS, errors: [IMAGE_NOT_YOURS] });
    }
    // One upload cannot be both banner and avatar: it is already taken.
    const twice = await put(owner.userId, ownerCookie, { userImageUrl: banner.url });
    expect(twice.statusCode).toBe(400);
    expect(await storedImages(owner.userId)).toEqual(before);
    expect(await attached(othersUpload.name)).toBe(false);
  });

  it('a refused image rolls back the rest of the same save', async () => {
    const response = await put(owner.userId, ownerCookie, {
      biografia: 'No debería guardarse',
      bannerImage: 'https://malicioso.example/x.png',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.orm
      .select({ biografia: profiles.biografia })
      .from(profiles)
      .where(eq(profiles.userId, owner.userId));
    expect(row.biografia).not.toBe('No debería guardarse');
  });
});

describe('a banner that is too large or not an image (413 / 415): the old image stays', () => {
  it('20 MB: 413 with the Spanish cap message, nothing stored', async () => {
    const banner = await setOwnerBanner();
    const filesBefore = await bucketFiles(t.storage, 'images');
    const huge = Buffer.concat([await imageFile('png', 800, 300), Buffer.alloc(20 * MB)]);
    const response = await upload(t, ownerCookie, 'images', huge, 'banner-enorme.png');
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      message: 'El archivo supera el tamaño máximo de 5 MB',
      errors: ['El archivo supera el tamaño máximo de 5 MB'],
    });
    expect((await storedImages(owner.userId)).bannerImage).toBe(banner.url);
    expect(await bucketFiles(t.storage, 'images')).toEqual(filesBefore);
  });

  it('not an image (text, audio, a disguised file): 415 in Spanish, nothing stored', async () => {
    const banner = await setOwnerBanner();
    const filesBefore = await bucketFiles(t.storage, 'images');
    const fakes: [Buffer, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'banner.png'],
      [tinyWav(1), 'banner.jpg'],
      [Buffer.from('%PDF-1.7 documento'), 'banner.webp'],
    ];
    for (const [data, name] of fakes) {
      const response = await upload(t, ownerCookie, 'images', data, name);
      expect(response.statusCode, name).toBe(415);
      expect(apiErrorSchema.parse(response.json())).toEqual({
        message: 'Tipo de archivo no admitido. Suba una imagen JPEG, PNG o WEBP.',
        errors: ['Tipo de archivo no admitido. Suba una imagen JPEG, PNG o WEBP.'],
      });
    }
    expect((await storedImages(owner.userId)).bannerImage).toBe(banner.url);
    expect(await bucketFiles(t.storage, 'images')).toEqual(filesBefore);
  });

  it('a visitor cannot upload at all (401)', async () => {
    const response = await upload(t, null, 'images', await imageFile('png'), 'x.png');
    expect(response.statusCode).toBe(401);
  });
});
