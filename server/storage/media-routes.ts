/**
 * /media/images/* and /media/audios/*: files straight from storage with Range support (audio
 * players seek with it) and a year of caching, since stored names are never reused. Each request
 * is first asked about (`accessOf`): the files of a private song go only to those who may see it,
 * marked private so no shared cache keeps them and the browser asks again before reusing one.
 * Disk files go out through @fastify/static; bucket objects through s3-media.ts, after the same
 * question.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_NOT_FOUND_MESSAGE, HttpError } from '../plugins/errors';
import type { MediaStorage } from './open-storage';
import { registerS3MediaRoute } from './s3-media';
import { BUCKETS, type LocalStorage, MEDIA_URL_PREFIX } from './storage';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A private song's file: kept by this browser only, and checked with the server before reuse. */
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, no-cache';

export type MediaAccessCheck = (
  request: FastifyRequest,
) => Promise<'public' | 'private' | 'hidden'>;

/** A path that decodes, and holds no control character once decoded. */
export function isSendablePath(url: string): boolean {
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point.
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(url.split('?')[0]));
  } catch {
    return false;
  }
}

export async function registerMediaRoutes(
  app: FastifyInstance,
  storage: MediaStorage,
  accessOf: MediaAccessCheck,
): Promise<void> {
  await app.register(async (media) => {
    // The session cookie is read here only for the files of private songs.
    await media.register(fastifyCookie);
    media.addHook('onRequest', async (request, reply) => {
      // No stored name holds a NUL or a broken escape: such a path names nothing, and must not
      // reach the database or the file system (it answered 500).
      if (!isSendablePath(request.raw.url ?? request.url)) {
        throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
      }
      const access = await accessOf(request);
      // The same answer as for a file that does not exist: a private song's existence stays hidden.
      if (access === 'hidden') throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
      if (access === 'private') reply.header('cache-control', PRIVATE_MEDIA_CACHE_CONTROL);
    });
    if (storage.kind === 's3') registerS3MediaRoute(media, storage, MEDIA_CACHE_CONTROL);
    else await registerDiskMediaRoutes(media, storage);
  });
}

async function registerDiskMediaRoutes(media: FastifyInstance, storage: LocalStorage) {
  for (const bucket of BUCKETS) {
    await media.register(fastifyStatic, {
      root: storage.directory(bucket),
      prefix: `${MEDIA_URL_PREFIX}/${bucket}/`,
      // Only the web app's registration decorates reply.sendFile; two decorations would clash.
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', MEDIA_CACHE_CONTROL);
      },
    });
  }
}
