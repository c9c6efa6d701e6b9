/**
 * POST /storage/audios and POST /storage/images: receive, check by content, store under a
 * server-made name, record the upload for its owner, answer its public URL.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectAudioFormat, detectImageFormat } from '../../../domain/file-signatures';
import { formatDuration } from '../../../domain/format';
import { formatLimit, UPLOAD_TEXTS } from '../../../domain/song-texts';
import type { AudioUpload, ImageFormat, ImageUpload } from '../../../domain/uploads';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import type { Bucket, StoredFile } from '../../storage/storage';
import type { Viewer } from '../auth/viewer';
import { readAudioInfo } from './audio';
import { FORMAT_EXTENSIONS } from './file-types';
import { readImageInfo, writeThumbnail, writeWithoutMetadata } from './images';
import {
  declaredLength,
  interrupted,
  MULTIPART_OVERHEAD_BYTES,
  type ReceivedFile,
  receiveFile,
  unsupported,
  watchClient,
} from './receive';
import { storedMediaName, thumbnailName } from './stored-names';
import {
  deleteReservation,
  insertReservation,
  insertUpload,
  lockUploadsOf,
  type NewUpload,
  type StorageUsage,
  storageUsageOf,
} from './uploads-repository';

type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/**
 * The quotas: a person may keep MAX_UNATTACHED_UPLOADS_MB of
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

/** The bytes the person may still add before one of the quotas says no. */
function roomLeft(config: UploadDeps['config'], usage: StorageUsage): number {
  return Math.max(
    0,
    Math.min(
      config.maxUserStorageBytes - usage.total,
      config.maxUnattachedBytes - usage.unattached,
    ),
  );
}

interface Reservation {
  id: number;
  /** The most this upload may write: its file limit, the person's room, its declared size. */
  cap: number;
  /** The refusal to give when the file outgrows `cap` because of the quota, not its limit. */
  overQuota: HttpError | null;
}

/**
 * Holds the room an upload may fill before a byte of it is written (ten uploads
 * at once at the edge of a quota staged 92 MiB past it). Its declared size must fit what the person
 * has left; the room it may fill is reserved, so uploads under way count against the quotas of
 * those that start meanwhile. Without a declared size it may fill all the room that is left.
 */
async function reserveRoom(
  deps: UploadDeps,
  viewer: Viewer,
  request: FastifyRequest,
  maxBytes: number,
): Promise<Reservation> {
  const declared = declaredLength(request);
  return deps.db.orm.transaction(async (tx) => {
    await lockUploadsOf(tx, viewer.userId);
    const usage = await storageUsageOf(tx, viewer.userId);
    // The file is the body less its multipart framing; at least one byte of it must fit.
    const fileAtLeast = declared === null ? 1 : declared - MULTIPART_OVERHEAD_BYTES;
    assertWithinQuota(deps.config, usage, Math.max(1, Math.min(fileAtLeast, maxBytes)));
    const room = roomLeft(deps.config, usage);
    const cap = Math.min(maxBytes, room, declared ?? Number.POSITIVE_INFINITY);
    const id = await insertReservation(tx, viewer.userId, cap);
    let overQuota: HttpError | null = null;
    if (room < maxBytes) {
      try {
        assertWithinQuota(deps.config, usage, room + 1);
      } catch (error) {
        overQuota = error as HttpError;
      }
    }
    return { id, cap, overQuota };
  });
}

/** Receives the file within its reservation: past the person's room, the quota's answer. */
async function receiveWithin<F extends string>(
  reservation: Reservation,
  receive: (maxBytes: number) => Promise<ReceivedFile<F>>,
): Promise<ReceivedFile<F>> {
  try {
    return await receive(reservation.cap);
  } catch (error) {
    const tooLarge = error instanceof HttpError && error.statusCode === 413;
    throw tooLarge && reservation.overQuota ? reservation.overQuota : error;
  }
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
  reservationId?: number,
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
      // The room held for this upload becomes the upload itself.
      if (reservationId !== undefined) await deleteReservation(tx, reservationId);
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
  const reservation = await reserveRoom(deps, viewer, request, deps.config.maxAudioBytes);
  try {
    return await receiveAudio(deps, viewer, request, clientGone, reservation);
  } finally {
    await deleteReservation(deps.db.orm, reservation.id);
  }
}

async function receiveAudio(
  deps: UploadDeps,
  viewer: Viewer,
  request: FastifyRequest,
  clientGone: () => boolean,
  reservation: Reservation,
): Promise<AudioUpload> {
  const bucket: Bucket = 'audios';
  const received = await receiveWithin(reservation, (maxBytes) =>
    receiveFile(request, clientGone, deps.storage, {
      bucket,
      maxBytes,
      detect: detectAudioFormat,
      unsupportedText: UPLOAD_TEXTS.audioTypeUnsupported,
    }),
  );
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
        sha256: received.sha256,
      },
      clientGone,
      reservation.id,
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
  const reservation = await reserveRoom(deps, viewer, request, deps.config.maxImageBytes);
  try {
    const received = await receiveWithin(reservation, (maxBytes) =>
      receiveFile(request, clientGone, deps.storage, {
        bucket: 'images',
        maxBytes,
        detect: detectImageFormat,
        unsupportedText: UPLOAD_TEXTS.imageTypeUnsupported,
      }),
    );
    try {
      return await storeImage(deps, viewer.userId, {
        path: received.staged.path,
        originalName: received.originalName,
        expectedFormat: received.format,
        clientGone,
        reservationId: reservation.id,
      });
    } finally {
      await received.staged.discard();
    }
  } finally {
    await deleteReservation(deps.db.orm, reservation.id);
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
  /** The room held for it while it arrived (reserveRoom), given back as it is recorded. */
  reservationId?: number;
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
      source.reservationId,
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
