/**
 * What crosses the wire to a phone on metered data is compressed whenever the browser accepts it:
 * - the built app's files have Brotli and gzip copies made at build time (scripts/lib/precompress),
 *   served as they are by @fastify/static (`preCompressed`, see web-app.ts);
 * - the shell HTML, which gets the runtime settings injected, is compressed once at start;
 * - API answers over 1 KB are compressed per request (@fastify/compress, registered in the API
 *   scope only, so audio, images and Range answers under /media never are).
 * A client that sends no Accept-Encoding gets identity everywhere.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Compresses the JSON answers of every route registered after it in `api`'s scope. Request bodies
 * are not decompressed: no client of ours sends compressed bodies, and inflating them would only
 * give a sender a way to make a small request cost large work.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  api.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await api.register(fastifyCompress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Brotli 4 is @fastify/compress's own default: far cheaper per request than 11, still
    // smaller than gzip for JSON.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The encodings of one fixed text, made once. */
export interface PrecompressedText {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** `quality` is Brotli's (0-11, the best by default); text made per request uses less. */
export function precompressText(
  text: string,
  quality: number = constants.BROTLI_MAX_QUALITY,
): PrecompressedText {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(identity, { level: quality >= constants.BROTLI_MAX_QUALITY ? 9 : 6 }),
  };
}

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Sends the best encoding of `text` the request accepts, saying it varies by Accept-Encoding. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: PrecompressedText,
): FastifyReply {
  const encoding = acceptedEncoding(request);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(text.identity);
  return reply.header('content-encoding', encoding).send(text[encoding]);
}
