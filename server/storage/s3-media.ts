/**
 * /media/<bucket>/<name> for media in an S3 bucket, after media.ts has decided who may have the
 * file. 'proxy' passes the request's Range and validators to the store and its answer back (206,
 * 304, 416 as the store says); 'redirect' answers 302 to a presigned URL that expires, so a
 * private song's file is never at an address that outlives the permission to hear it.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_NOT_FOUND_MESSAGE, HttpError } from '../plugins/errors';
import { type S3Storage, s3StatusOf } from './s3-storage';
import { BUCKETS, type Bucket, isStoredName, MEDIA_URL_PREFIX } from './storage';

export const RANGE_NOT_SATISFIABLE_MESSAGE = 'El rango pedido está fuera del archivo.';

const HEADERS_PASSED_BACK = [
  ['ContentType', 'content-type'],
  ['ContentLength', 'content-length'],
  ['ContentRange', 'content-range'],
  ['ETag', 'etag'],
] as const;

const SUFFIX_RANGE = /^bytes=-(\d+)$/;

/**
 * The Range to ask the store for. A suffix range ("the last N bytes") is turned into an explicit
 * one: S3 itself understands both, but not every compatible store does (s3rver answers the first
 * bytes instead), and a player seeking to the end must get the end.
 */
async function rangeFor(
  storage: S3Storage,
  bucket: Bucket,
  name: string,
  range: string | undefined,
): Promise<string | undefined> {
  const suffix = range ? SUFFIX_RANGE.exec(range.trim()) : null;
  if (!suffix) return range;
  const size = await storage.sizeOf(bucket, name);
  const length = Number(suffix[1]);
  // "bytes=-0" asks for nothing: a start past the end makes the store answer 416.
  return length === 0 ? `bytes=${size}-` : `bytes=${Math.max(0, size - length)}-${size - 1}`;
}

function dateOrUndefined(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** `publicCacheControl` goes on files nobody marked private before (media.ts's access check). */
export function registerS3MediaRoute(
  media: FastifyInstance,
  storage: S3Storage,
  publicCacheControl: string,
): void {
  media.get<{ Params: { bucket: string; name: string } }>(
    `${MEDIA_URL_PREFIX}/:bucket/:name`,
    async (request, reply) => {
      const { bucket, name } = request.params;
      if (!BUCKETS.includes(bucket as Bucket) || !isStoredName(name)) {
        throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
      }
      if (storage.delivery === 'redirect') {
        // The signed address expires; nobody may keep the redirect past that.
        reply.header('cache-control', 'no-store');
        return reply.redirect(await storage.presignedUrl(bucket as Bucket, name), 302);
      }
      return sendS3Object(storage, bucket as Bucket, name, request, reply, publicCacheControl);
    },
  );
}

/** One object of the bucket, with the request's Range and validators passed to the store. */
export async function sendS3Object(
  storage: S3Storage,
  bucket: Bucket,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
  publicCacheControl: string,
) {
  try {
    const object = await storage.open(bucket, name, {
      range: await rangeFor(storage, bucket, name, request.headers.range),
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: dateOrUndefined(request.headers['if-modified-since']),
    });
    for (const [field, header] of HEADERS_PASSED_BACK) {
      const value = object[field];
      if (value !== undefined) reply.header(header, String(value));
    }
    if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
    reply.header('accept-ranges', 'bytes');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', publicCacheControl);
    reply.code(object.ContentRange ? 206 : 200);
    return reply.send(object.Body as Readable);
  } catch (error) {
    const status = s3StatusOf(error);
    if (status === 304) return reply.code(304).send();
    if (status === 404) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    if (status === 416) {
      const size = await storage.sizeOf(bucket, name);
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, RANGE_NOT_SATISFIABLE_MESSAGE);
    }
    throw error;
  }
}
