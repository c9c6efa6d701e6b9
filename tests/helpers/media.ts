/**
 * Real media for upload tests: the committed audio fixtures (tests/fixtures), WAV files and
 * images generated here, multipart bodies built the way a browser builds them (FormData), and a
 * look at what a bucket folder holds on disk.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  type AudioUpload,
  audioUploadSchema,
  type ImageUpload,
  imageUploadSchema,
} from '../../domain/uploads';
import type { Bucket, LocalStorage } from '../../server/storage/storage';
import type { AnyTestApp } from './test-app';

export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));

export type AudioFixture = 'tono-3s.mp3' | 'tono-2s.ogg' | 'tono-4s.flac' | 'tono-2s.webm';

export function audioFixture(name: AudioFixture): Promise<Buffer> {
  return readFile(join(FIXTURES_DIR, 'audio', name));
}

/** A real image of the given format, drawn with sharp (a gradient and a disc, not a flat fill). */
export async function imageFile(
  format: 'jpeg' | 'png' | 'webp',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#002D62"/><stop offset="1" stop-color="#CE1126"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#FFFFFF"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A WAV header claiming `dataBytes` of 8 kHz mono PCM, for streams made of silence. */
export function wavHeader(dataBytes: number, sampleRate = 8000): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A WAV file of `totalBytes` made on the fly, chunk by chunk (never all in memory). */
export function* wavChunks(totalBytes: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  yield wavHeader(totalBytes - 44);
  const silence = Buffer.alloc(chunkBytes);
  let left = totalBytes - 44;
  while (left > 0) {
    const size = Math.min(left, chunkBytes);
    yield size === chunkBytes ? silence : silence.subarray(0, size);
    left -= size;
  }
}

export interface Multipart {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body with one file part, exactly as a browser's FormData sends it. */
export async function multipart(
  data: Buffer,
  filename: string,
  field = 'file',
  type = 'application/octet-stream',
): Promise<Multipart> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const response = new Response(form);
  const contentType = response.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': contentType },
  };
}

/** The same body as a stream of parts around a generated file, without a Content-Length. */
export function streamingMultipart(
  fileChunks: Iterable<Buffer>,
  filename: string,
): { stream: Readable; headers: Record<string, string> } {
  const boundary = `----tambora${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* parts() {
    yield head;
    yield* fileChunks;
    yield tail;
  }
  return {
    stream: Readable.from(parts(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs an audio file streamed from `chunks`, with no declared size, as a browser streams one. */
export function uploadStreamedAudio(
  t: AnyTestApp,
  cookie: string,
  chunks: Iterable<Buffer>,
  filename: string,
): Promise<LightMyRequestResponse> {
  const body = streamingMultipart(chunks, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/storage/audios',
    payload: body.stream,
    headers: { ...body.headers, cookie },
  });
}

export async function upload(
  t: AnyTestApp,
  cookie: string | null,
  bucket: Bucket,
  data: Buffer,
  filename: string,
): Promise<LightMyRequestResponse> {
  const body = await multipart(data, filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/storage/${bucket}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

export async function uploadAudio(
  t: AnyTestApp,
  cookie: string,
  data: Buffer,
  filename = 'cancion.wav',
): Promise<AudioUpload> {
  const response = await upload(t, cookie, 'audios', data, filename);
  if (response.statusCode !== 201) {
    throw new Error(`audio upload answered ${response.statusCode}: ${response.body}`);
  }
  return audioUploadSchema.parse(response.json());
}

export async function uploadImage(
  t: AnyTestApp,
  cookie: string,
  data?: Buffer,
  filename = 'portada.png',
): Promise<ImageUpload> {
  const response = await upload(t, cookie, 'images', data ?? (await imageFile('png')), filename);
  if (response.statusCode !== 201) {
    throw new Error(`image upload answered ${response.statusCode}: ${response.body}`);
  }
  return imageUploadSchema.parse(response.json());
}

/** The files a bucket folder holds on disk, staged ones (dot files) included. */
export async function bucketFiles(storage: LocalStorage, bucket: Bucket): Promise<string[]> {
  return (await readdir(storage.directory(bucket))).sort();
}
