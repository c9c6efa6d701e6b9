/**
 * Songs made the way a composer makes them: upload the audio (and cover), then POST /songs.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type FullSong, fullSongSchema } from '../../domain/api';
import type { SongCreateInput } from '../../domain/songs';
import type { AudioUpload, ImageUpload } from '../../domain/uploads';
import { tinyWav } from './factories';
import { uploadAudio, uploadImage } from './media';
import type { AnyTestApp } from './test-app';

export interface PostedSong {
  song: FullSong;
  audio: AudioUpload;
  cover: ImageUpload | null;
}

export function postSongRaw(
  t: AnyTestApp,
  cookie: string | null,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/songs',
    payload: body as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

/** Uploads a WAV of `seconds` (and a cover when asked), then creates the song with `fields`. */
export async function postSong(
  t: AnyTestApp,
  cookie: string,
  fields: Partial<SongCreateInput> = {},
  options: { seconds?: number; withCover?: boolean } = {},
): Promise<PostedSong> {
  const audio = await uploadAudio(t, cookie, tinyWav(options.seconds ?? 1));
  const cover = options.withCover ? await uploadImage(t, cookie) : null;
  const response = await postSongRaw(t, cookie, {
    title: 'Merengue de prueba',
    gender: 'MERENGUE',
    composers: ['Compositora de Prueba'],
    audio: audio.url,
    cover: cover?.url ?? null,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { song: fullSongSchema.parse(response.json()), audio, cover };
}

export function getJson(t: AnyTestApp, url: string, cookie: string | null = null) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
