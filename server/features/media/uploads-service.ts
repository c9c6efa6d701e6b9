/**
 * POST /storage/audios and POST /storage/images: receive, check by content, store under a
 * server-made name, record the upload for its owner, answer its public URL.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDuration } from '../../../domain/format';
import { formatLimit, UPLOAD_TEXTS } from '../../../domain/song-texts';
import type { AudioUpload, ImageFormat, ImageUpload } from '../../../domain/uploads';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import type { Bucket, StoredFile } from '../../plugins/storage';
import type { Viewer } from '../auth/viewer';
import { readAudioInfo } from './audio';
import { detectAudioFormat, detectImageFormat, FORMAT_EXTENSIONS } from './file-types';
import { readImageInfo, writeThumbnail, writeWithoutMetadata } from './images';
import { interrupted, receiveFile, unsupported, watchClient } from './receive';
import { storedMediaName, thumbnailName } from './stored-names';
import {
  insertUpload,
  lockUploadsOf,
  type NewUpload,
  type StorageUsage,
  storageUsageOf,
} from './uploads-repository';

type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/**
 * The quotas (issue "Security hardening" 4): a person may keep MAX_UNATTACHED_UPLOADS_MB of
 * uploads no song uses yet (429: wait, or use them) and MAX_USER_STORAGE_MB in all (413). `adding`
 * is the size of the upload under way, once known.
 */
function assertWithinQuota(config: UploadDeps['config'], usage: StorageUsage, adding = 0): void {
  if (usage.total + adding > config.maxUserStorageBytes) {
    const text = UPLOAD_TEXTS.storageQuota(formatLimit(config.maxUserStorageBytes));
    throw new HttpError(413, text, [text]);
  }
  if (usage.unattached + adding > config.maxUnattachedBytes) {
    const text = UPLOAD_TEXTS.unattachedQuota(formatLimit(config.maxUnattachedBytes));
    throw new HttpError(429, text, [text]);
  }
}

/** Refuses at once someone already at a quota, before a byte of the new file is written. */
async function assertRoomFor(deps: UploadDeps, viewer: Viewer): Promise<void> {
  assertWithinQuota(deps.config, await storageUsageOf(deps.db.orm, viewer.userId), 1);
}

/**
 * Records the upload, within the person's quotas; if that fails, the stored files go too. The
 * check and the insert run under a lock of the person's uploads, so two at once cannot both fit.
 */
async function record(
  deps: UploadDeps,
  files: StoredFile[],
  values: NewUpload & { userId: number },
  clientGone: () => boolean,
): Promise<void> {
  const drop = async () => {
    for (const file of files) await deps.storage.remove(file.bucket, file.name);
  };
  // Nobody is left to use the answer: keep nothing rather than a file to sweep tomorrow.
  if (clientGone()) {
    await drop();
    throw interrupted();
  }
  try {
    await deps.db.orm.transaction(async (tx) => {
      await lockUploadsOf(tx, values.userId);
      assertWithinQuota(deps.config, await storageUsageOf(tx, values.userId), values.sizeBytes);
      await insertUpload(tx, values);
    });
  } catch (error) {
    await drop();
    throw error;
  }
}

export async function uploadAudio(
  deps: UploadDeps,
  viewer: Viewer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AudioUpload> {
  const clientGone = watchClient(reply);
  const bucket: Bucket = 'audios';
  await assertRoomFor(deps, viewer);
  const received = await receiveFile(request, clientGone, deps.storage, {
    bucket,
    maxBytes: deps.config.maxAudioBytes,
    detect: detectAudioFormat,
    unsupportedText: UPLOAD_TEXTS.audioTypeUnsupported,
  });
  try {
    const info = await readAudioInfo(received.staged.path, received.format);
    if (!info) throw unsupported(UPLOAD_TEXTS.audioInvalid);
    const name = storedMediaName(received.originalName, FORMAT_EXTENSIONS[info.format]);
    const stored = await received.staged.commit(name);
    await record(
      deps,
      [stored],
      {
        bucket,
        name,
        userId: viewer.userId,
        format: info.format,
        sizeBytes: stored.size,
        durationSeconds: info.durationSeconds,
      },
      clientGone,
    );
    return {
      bucket,
      name,
      url: stored.url,
      format: info.format,
      size_bytes: stored.size,
      duration_seconds: info.durationSeconds,
      duration: formatDuration(info.durationSeconds),
    };
  } finally {
    await received.staged.discard();
  }
}

export async function uploadImage(
  deps: UploadDeps,
  viewer: Viewer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ImageUpload> {
  const clientGone = watchClient(reply);
  await assertRoomFor(deps, viewer);
  const received = await receiveFile(request, clientGone, deps.storage, {
    bucket: 'images',
    maxBytes: deps.config.maxImageBytes,
    detect: detectImageFormat,
    unsupportedText: UPLOAD_TEXTS.imageTypeUnsupported,
  });
  try {
    return await storeImage(deps, viewer.userId, {
      path: received.staged.path,
      originalName: received.originalName,
      expectedFormat: received.format,
      clientGone,
    });
  } finally {
    await received.staged.discard();
  }
}

export interface ImageSource {
  /** A local file holding the image as received; left for the caller to remove. */
  path: string;
  originalName: string;
  /** The format its first bytes announced, if they were read already. */
  expectedFormat?: ImageFormat;
  /** True once nobody waits for the answer (default: someone always does). */
  clientGone?: () => boolean;
  /** Already used by what is being saved (an avatar), so the sweep must keep it. */
  attached?: boolean;
}

/**
 * Stores an image for `userId` the one way every image is stored: checked by decoding, metadata
 * stripped, a card-sized copy made, recorded within the person's quotas.
 */
export async function storeImage(
  deps: UploadDeps,
  userId: number,
  source: ImageSource,
): Promise<ImageUpload> {
  const bucket: Bucket = 'images';
  const thumb = deps.storage.stage(bucket);
  const clean = deps.storage.stage(bucket);
  try {
    const info = await readImageInfo(source.path);
    if (!info || (source.expectedFormat && info.format !== source.expectedFormat)) {
      throw unsupported(UPLOAD_TEXTS.imageInvalid);
    }
    try {
      await writeThumbnail(source.path, thumb.path);
      await writeWithoutMetadata(source.path, clean.path, info.format);
    } catch {
      // The header looked right but the pixels do not decode: a damaged or disguised file.
      throw unsupported(UPLOAD_TEXTS.imageInvalid);
    }
    const name = storedMediaName(source.originalName, FORMAT_EXTENSIONS[info.format]);
    const stored = await clean.commit(name);
    let storedThumb: StoredFile;
    try {
      storedThumb = await thumb.commit(thumbnailName(name));
    } catch (error) {
      await deps.storage.remove(bucket, name);
      throw error;
    }
    await record(
      deps,
      [stored, storedThumb],
      {
        bucket,
        name,
        userId,
        format: info.format,
        sizeBytes: stored.size,
        thumbName: storedThumb.name,
        attached: source.attached ?? false,
      },
      source.clientGone ?? (() => false),
    );
    return {
      bucket,
      name,
      url: stored.url,
      thumbUrl: storedThumb.url,
      format: info.format,
      size_bytes: stored.size,
      width: info.width,
      height: info.height,
    };
  } finally {
    await thumb.discard();
    await clean.discard();
  }
}
