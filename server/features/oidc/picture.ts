/**
 * The provider's picture as a new account's avatar (spec section 4: "save the profile picture").
 * It is fetched once, by the server, and stored like any upload (decoded, stripped, card copy),
 * so the avatar does not depend on the provider afterwards. Any failure leaves the account
 * without an avatar: the sign-in matters more than the picture.
 */
import { writeFile } from 'node:fs/promises';
import { isLoopback } from '../../config';
import type { AppDeps } from '../../deps';
import { storeImage } from '../media/uploads-service';
import { updateProfileRow } from '../users/repository';

type PictureDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

const PICTURE_TIMEOUT_MS = 10_000;

/** The same rule as OIDC_ISSUER: https, or http on this machine. */
function allowedPictureUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) {
      return url;
    }
  } catch {
    // not a URL
  }
  return null;
}

/** The picture's bytes, or null when it is missing, too big or does not arrive in time. */
async function download(url: URL, maxBytes: number): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
  if (!response.ok || !response.body) return null;
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Saves `pictureUrl` as the avatar of `userId`; true when it was saved. */
export async function savePictureAsAvatar(
  deps: PictureDeps,
  userId: number,
  pictureUrl: string,
): Promise<boolean> {
  const url = allowedPictureUrl(pictureUrl);
  if (!url) return false;
  const bytes = await download(url, deps.config.maxImageBytes);
  if (!bytes) return false;
  const staged = deps.storage.stage('images');
  try {
    await writeFile(staged.path, bytes);
    const image = await storeImage(deps, userId, {
      path: staged.path,
      originalName: 'avatar',
      attached: true,
    });
    await updateProfileRow(deps.db.orm, userId, { userImageUrl: image.url });
    return true;
  } finally {
    await staged.discard();
  }
}
