/**
 * Banner and avatar changes: a new image must be the caller's own
 * free upload from POST /storage/images (taken in the same transaction, so the hourly sweep keeps
 * it), or null to remove it. The image let go of loses its upload row in the transaction; its
 * files (and card-sized copy) are removed after the commit, when nothing names them any more.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_TEXTS } from '../../../domain/profile-texts';
import type { Orm } from '../../db/database';
import { profiles, uploads } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { removeUnreferencedFiles } from '../media/references';
import { claimUpload } from '../media/uploads-repository';

type ImageDeps = Pick<AppDeps, 'db' | 'storage'>;

export const PROFILE_IMAGE_FIELDS = ['bannerImage', 'userImageUrl'] as const;
export type ProfileImageField = (typeof PROFILE_IMAGE_FIELDS)[number];
export type ProfileImages = Record<ProfileImageField, string | null>;

function badImage(): HttpError {
  return new HttpError(400, PROFILE_TEXTS.imageUploadUnknown, [PROFILE_TEXTS.imageUploadUnknown]);
}

/** The stored images, locked until the transaction ends (two saves cannot both let one go). */
export async function lockProfileImages(tx: Orm, userId: number): Promise<ProfileImages | null> {
  const [row] = await tx
    .select({ bannerImage: profiles.bannerImage, userImageUrl: profiles.userImageUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row ?? null;
}

/**
 * Checks and takes the new images of `requested` (undefined: unchanged) for `callerId`, and
 * forgets the upload rows of the images they replace. Returns the URLs to remove after the commit.
 */
export async function takeProfileImages(
  tx: Orm,
  deps: ImageDeps,
  callerId: number,
  current: ProfileImages,
  requested: Partial<Record<ProfileImageField, string | null>>,
): Promise<string[]> {
  const released: string[] = [];
  for (const field of PROFILE_IMAGE_FIELDS) {
    const next = requested[field];
    const previous = current[field];
    if (next === undefined || next === previous) continue;
    if (next !== null) {
      const file = deps.storage.parseUrl(next);
      if (file?.bucket !== 'images') throw badImage();
      if (!(await claimUpload(tx, 'images', file.name, callerId))) throw badImage();
    }
    if (previous) released.push(previous);
  }
  return forgetUploads(tx, deps, released);
}

/** Deletes the upload rows of `urls` and answers their files with the card-sized copies. */
async function forgetUploads(tx: Orm, deps: ImageDeps, urls: string[]): Promise<string[]> {
  const names = urls.flatMap((url) => {
    const file = deps.storage.parseUrl(url);
    return file?.bucket === 'images' ? [file.name] : [];
  });
  if (names.length === 0) return urls;
  const gone = await tx
    .delete(uploads)
    .where(and(eq(uploads.bucket, 'images'), inArray(uploads.name, names)))
    .returning({ thumbName: uploads.thumbName });
  const thumbs = gone.flatMap((row) =>
    row.thumbName ? [deps.storage.url('images', row.thumbName)] : [],
  );
  return [...urls, ...thumbs];
}

export async function removeReleasedImages(
  deps: ImageDeps,
  urls: readonly string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (urls.length > 0) await removeUnreferencedFiles(deps, urls, log);
}
