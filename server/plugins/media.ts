/**
 * /media/images/* and /media/audios/*: files straight from storage with Range support (audio
 * players seek with it) and a year of caching, since stored names are never reused.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUCKETS, type LocalStorage, MEDIA_URL_PREFIX } from './storage';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function registerMediaRoutes(
  app: FastifyInstance,
  storage: LocalStorage,
): Promise<void> {
  for (const bucket of BUCKETS) {
    await app.register(fastifyStatic, {
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
        reply.header('cache-control', MEDIA_CACHE_CONTROL);
      },
    });
  }
}
