/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage, Ceph): each of our
 * buckets ('images', 'audios') is a key prefix in the one S3_BUCKET. Files are staged on this
 * machine first (the server reads an upload's bytes to learn its type and duration, ffmpeg writes
 * renditions to a file), then streamed up in parts, so no file is ever held whole in memory.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rm, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import {
  assertSafe,
  BUCKETS,
  type Bucket,
  isStoredName,
  mediaUrl,
  parseMediaUrl,
  removeStaleStagedFiles,
  type Storage,
  type StoredFile,
  stagedPath,
} from './storage';

// The SDK warns on every start that versions from 2027 will need Node 22; the version is pinned
// and Node 20 is this project's platform, so the warning would only alarm whoever reads the log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Parts of 8 MB, two in flight: at most ~16 MB of a file in memory, however long the file. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const CONTENT_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.webm': 'audio/webm',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The Content-Type the object is stored (and so served) with, from its generated name. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** What the /media route passes on from the request to the store. */
export interface ObjectRequest {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

export interface S3Storage extends Storage {
  readonly kind: 's3';
  readonly delivery: S3Config['delivery'];
  /** The object's bytes (or the asked range); throws the SDK's error for 304, 404 and 416. */
  open(bucket: Bucket, name: string, request: ObjectRequest): Promise<GetObjectCommandOutput>;
  /** The object's size in bytes; throws the SDK's 404 for a missing one. */
  sizeOf(bucket: Bucket, name: string): Promise<number>;
  /** A URL anyone holding it may GET the object with, for `S3_PRESIGN_SECONDS`. */
  presignedUrl(bucket: Bucket, name: string): Promise<string>;
}

/** The HTTP status of an S3 error (404, 304, 416…), or null for anything else. */
export function s3StatusOf(error: unknown): number | null {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode ?? null;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  return typeof status === 'number' ? status : null;
}

/**
 * Makes the configured bucket when it does not exist yet (`npm run media:bucket`, the compose
 * recipe's first step): 'existed' when it was there, so running it again changes nothing.
 */
export async function ensureBucket(config: S3Config): Promise<'created' | 'existed'> {
  const client = s3ClientFor(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    return 'existed';
  } catch (error) {
    if (s3StatusOf(error) !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
    return 'created';
  } finally {
    client.destroy();
  }
}

/** Where presigned URLs point: the origin browsers fetch redirected media from. */
export function presignedOrigin(config: S3Config): string {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  if (!config.forcePathStyle) endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

export async function createS3Storage(config: S3Config, stagingDir: string): Promise<S3Storage> {
  await mkdir(stagingDir, { recursive: true });
  const client = s3ClientFor(config);
  const key = (bucket: Bucket, name: string) => `${bucket}/${name}`;

  async function upload(bucket: Bucket, name: string, body: Readable | Buffer): Promise<void> {
    assertSafe(bucket, name);
    // One PUT for small files, a multipart upload for the rest; a failure aborts the parts.
    await new Upload({
      client,
      params: {
        Bucket: config.bucket,
        Key: key(bucket, name),
        Body: body,
        ContentType: contentTypeOf(name),
      },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
  }

  async function sizeOf(bucket: Bucket, name: string): Promise<number> {
    assertSafe(bucket, name);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }),
    );
    return head.ContentLength ?? 0;
  }

  const storedFile = (bucket: Bucket, name: string, size: number): StoredFile => ({
    bucket,
    name,
    size,
    url: mediaUrl(bucket, name),
  });

  return {
    kind: 's3',
    delivery: config.delivery,
    sizeOf,
    url: mediaUrl,
    parseUrl: parseMediaUrl,
    stage(bucket) {
      if (!BUCKETS.includes(bucket)) throw new Error(`Unknown bucket: ${String(bucket)}`);
      const path = stagedPath(stagingDir);
      let committed = false;
      return {
        bucket,
        path,
        async commit(name) {
          const { size } = await stat(path);
          await upload(bucket, name, createReadStream(path));
          committed = true;
          await rm(path, { force: true });
          return storedFile(bucket, name, size);
        },
        async discard() {
          if (!committed) await rm(path, { force: true });
        },
      };
    },
    async save(bucket, name, data) {
      const body = data instanceof Readable ? data : Buffer.from(data);
      await upload(bucket, name, body);
      return storedFile(
        bucket,
        name,
        Buffer.isBuffer(body) ? body.length : await sizeOf(bucket, name),
      );
    },
    async remove(bucket, name) {
      assertSafe(bucket, name);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }));
    },
    async exists(bucket, name) {
      assertSafe(bucket, name);
      try {
        await sizeOf(bucket, name);
        return true;
      } catch (error) {
        if (s3StatusOf(error) === 404) return false;
        throw error;
      }
    },
    async localCopy(bucket, name) {
      assertSafe(bucket, name);
      const path = stagedPath(stagingDir);
      const object = await client.send(
        new GetObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }),
      );
      try {
        await pipeline(object.Body as Readable, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { path, release: () => rm(path, { force: true }) };
    },
    // Staged files live on this machine; an interrupted multipart upload is aborted by the SDK,
    // and one cut by a kill -9 is for the bucket's lifecycle rule (docs/deploy.md).
    removeStalePartials: (maxAgeMs) => removeStaleStagedFiles(stagingDir, maxAgeMs),
    async listFiles(bucket) {
      const files: { name: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: `${bucket}/`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(bucket.length + 1) ?? '';
          if (isStoredName(name))
            files.push({ name, modifiedAt: object.LastModified ?? new Date() });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      await access(stagingDir, constants.W_OK);
    },
    open(bucket, name, request) {
      assertSafe(bucket, name);
      return client.send(
        new GetObjectCommand({
          Bucket: config.bucket,
          Key: key(bucket, name),
          Range: request.range,
          IfNoneMatch: request.ifNoneMatch,
          IfModifiedSince: request.ifModifiedSince,
        }),
      );
    },
    presignedUrl(bucket, name) {
      assertSafe(bucket, name);
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }),
        { expiresIn: config.presignSeconds },
      );
    },
  };
}
