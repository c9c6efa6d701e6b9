/**
 * Receives the one file of a multipart upload straight to disk: never the whole file in memory,
 * written under a temporary name in the bucket folder, its type read from its first bytes while
 * it streams, its size capped. Whatever goes wrong (wrong type, too large, the client gone), the
 * partial file is deleted before the error leaves.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SNIFF_BYTES } from '../../../domain/file-signatures';
import { fileTooLargeText, UPLOAD_TEXTS } from '../../../domain/song-texts';
import { HttpError } from '../../plugins/errors';
import type { Bucket, StagedFile, Storage } from '../../storage/storage';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReceiveOptions<F extends string> {
  bucket: Bucket;
  maxBytes: number;
  /** The format behind the first bytes, or null when the type is not admitted. */
  detect: (header: Uint8Array) => F | null;
  /** The 415 message when `detect` says null. */
  unsupportedText: string;
}

export interface ReceivedFile<F extends string> {
  staged: StagedFile;
  format: F;
  size: number;
  /** SHA-256 of the whole file, hex. */
  sha256: string;
  /** The name the client sent (only its letters end up in the stored name). */
  originalName: string;
}

export function unsupported(text: string): HttpError {
  return new HttpError(415, text, [text]);
}

/** 400: an empty file is not one of a wrong type, and is said as it is. */
function emptyFile(): HttpError {
  return new HttpError(400, UPLOAD_TEXTS.emptyFile, [UPLOAD_TEXTS.emptyFile]);
}

function tooLarge(maxBytes: number): HttpError {
  const text = fileTooLargeText(maxBytes);
  return new HttpError(413, text, [text]);
}

export function interrupted(): HttpError {
  return new HttpError(400, UPLOAD_TEXTS.uploadInterrupted, [UPLOAD_TEXTS.uploadInterrupted]);
}

/**
 * What a failure while reading the upload means for the client. The multipart reader's own
 * complaints (no boundary, a body cut short) are bad input: a 400 in Spanish. Its 4xx errors keep
 * their status; a system error (disk full) stays a server error.
 */
function readingFailure(error: unknown, clientGone: () => boolean): unknown {
  if (error instanceof HttpError) return error;
  if (clientGone()) return interrupted();
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new HttpError(400, UPLOAD_TEXTS.malformedMultipart, [UPLOAD_TEXTS.malformedMultipart]);
}

/** Passes bytes through, deciding the format once the first SNIFF_BYTES have gone by. */
class Sniffer<F extends string> extends Transform {
  private header = Buffer.alloc(0);
  /** The whole file's SHA-256, to tell a creator they uploaded this very file before. */
  private readonly hash = createHash('sha256');
  format: F | null = null;
  size = 0;

  sha256(): string {
    return this.hash.digest('hex');
  }

  constructor(private readonly options: ReceiveOptions<F>) {
    super();
  }

  private decide(): Error | null {
    this.format = this.options.detect(this.header);
    if (this.format) return null;
    return this.size === 0 ? emptyFile() : unsupported(this.options.unsupportedText);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.format === null) {
      this.header = Buffer.concat([this.header, chunk.subarray(0, SNIFF_BYTES)]).subarray(
        0,
        SNIFF_BYTES,
      );
      if (this.header.length >= SNIFF_BYTES) {
        const error = this.decide();
        if (error) return callback(error);
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    // A file shorter than the sniffing window is judged on what there is.
    callback(this.format === null ? this.decide() : null);
  }
}

export function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  const value = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether the client has hung up, as a function to ask later. The response closing before it was
 * written is the one signal that means "the connection is gone" on every Node version.
 */
export function watchClient(reply: FastifyReply): () => boolean {
  let gone = false;
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone = true;
  });
  return () => gone;
}

function closed(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

export async function receiveFile<F extends string>(
  request: FastifyRequest,
  clientGone: () => boolean,
  storage: Storage,
  options: ReceiveOptions<F>,
): Promise<ReceivedFile<F>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, UPLOAD_TEXTS.notMultipart, [UPLOAD_TEXTS.notMultipart]);
  }
  // A declared size already over the cap is refused before a byte is written.
  const length = declaredLength(request);
  if (length !== null && length > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge(options.maxBytes);
  }

  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
      throwFileSizeLimit: false,
    });
  } catch (error) {
    throw readingFailure(error, clientGone);
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, UPLOAD_TEXTS.fileRequired, [UPLOAD_TEXTS.fileRequired]);
  }

  const staged = storage.stage(options.bucket);
  const sniffer = new Sniffer(options);
  const sink = createWriteStream(staged.path, { flags: 'wx' });
  try {
    await pipeline(part.file, sniffer, sink);
  } catch (error) {
    // The file must exist before it is removed, or the removal finds nothing and the stream
    // creates it afterwards. pipeline normally waits for the stream to close; waiting here too
    // keeps that true whatever the Node version (CI once found a partial left after a refusal).
    await closed(sink);
    await staged.discard();
    throw readingFailure(error, clientGone);
  }
  // Over the cap, the multipart reader stops writing and marks the part truncated: the partial
  // file must not stay (ARCHITECTURE "Multipart").
  if (part.file.truncated) {
    await staged.discard();
    throw tooLarge(options.maxBytes);
  }
  if (sniffer.format === null) {
    await staged.discard();
    throw sniffer.size === 0 ? emptyFile() : unsupported(options.unsupportedText);
  }
  return {
    staged,
    format: sniffer.format,
    size: sniffer.size,
    sha256: sniffer.sha256(),
    originalName: part.filename,
  };
}
