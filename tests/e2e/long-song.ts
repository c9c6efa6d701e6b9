import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import type { Song } from '../../domain/api';
import { API_CALL } from './api-call';

/** A composer of the demo, who may upload. */
export const LONG_SONG_COMPOSER = 'yokasta.mejia@tambora.app';

/** A long, light WAV (8 kHz mono): the server's rendition of it is ~6 MB of AAC. */
function longWav(path: string, seconds: number): Buffer {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}:sample_rate=8000`,
    '-ac',
    '1',
    path,
  ]);
  return readFileSync(path);
}

/**
 * Uploads a song of `seconds` as the signed-in composer (`request` carries their session) and
 * waits until its rendition is ready: a file large enough to be cut or sought mid-download.
 */
export async function createLongSong(
  request: APIRequestContext,
  testInfo: TestInfo,
  seconds = 390,
): Promise<Song> {
  const upload = await request.post('/api/v1/storage/audios', {
    ...API_CALL,
    multipart: {
      file: {
        name: 'larga.wav',
        mimeType: 'audio/wav',
        buffer: longWav(testInfo.outputPath('larga.wav'), seconds),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const created = await request.post('/api/v1/songs', {
    ...API_CALL,
    data: {
      title: `Larga ${String(Date.now()).slice(-6)}`,
      gender: 'BACHATA',
      composers: ['Yokasta Mejía Reyes'],
      audio: ((await upload.json()) as { url: string }).url,
    },
  });
  expect(created.status()).toBe(201);
  let song = (await created.json()) as Song;
  await expect
    .poll(
      async () => {
        song = (await (
          await request.get(`/api/v1/songs/${song.song_id}`, API_CALL)
        ).json()) as Song;
        return song.audio_status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('ready');
  return song;
}
