/**
 * A private song's files (audio, light rendition, cover, cover thumbnail) go only to its owner and
 * admins, with Range as for any file; everyone else gets exactly
 * the answer of a file that does not exist. Public songs' files stay public and cacheable. The
 * same on disk and in an S3 bucket served through the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Song } from '../../../domain/api';
import type { MediaStorage } from '../../../server/storage/open-storage';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { postSong } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe.each(['disk', 's3'] as const)('private media on %s', (kind) => {
  let t: TestApp<MediaStorage>;
  let owner: string;
  let stranger: string;
  let admin: string;
  let hidden: Song;
  /** Every file the private song names, the rendition included once made. */
  let files: string[];

  const MISSING = '/media/audios/1700000000000_no-existe-000000000000.wav';

  beforeAll(async () => {
    t = await createTestApp({ storage: kind });
    owner = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    stranger = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
    admin = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);
    const posted = await postSong(t, owner, { visibility: false }, { withCover: true });
    await t.runJobs();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/songs/${posted.song.song_id}`,
      headers: { cookie: owner },
    });
    hidden = detail.json();
    files = [
      posted.audio.url,
      posted.cover?.url ?? '',
      posted.cover?.thumbUrl ?? '',
      ...(hidden.audio_status === 'ready' ? [hidden.audio] : []),
    ];
  });
  afterAll(() => t.close());

  function fetchFile(url: string, cookie: string | null, range?: string) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(range ? { range } : {}) },
    });
  }

  /** What a response says, without the parts that differ between any two responses. */
  function answerOf(response: Awaited<ReturnType<typeof fetchFile>>) {
    const { date: _date, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  }

  describe('media of a private song', () => {
    it('has its rendition among the files checked (ffmpeg made it)', () => {
      expect(hidden.audio_status).toBe('ready');
      expect(files).toHaveLength(4);
      expect(new Set(files).size).toBe(4);
    });

    it('is a 404 like a missing file to visitors and to other people, with or without Range', async () => {
      const missing = answerOf(await fetchFile(MISSING, null));
      expect(missing.status).toBe(404);
      for (const url of files) {
        for (const cookie of [null, stranger]) {
          expect(answerOf(await fetchFile(url, cookie)), url).toEqual(missing);
          expect(answerOf(await fetchFile(url, cookie, 'bytes=0-99')), url).toEqual(missing);
        }
      }
    });

    it('reaches its owner and admins, privately cached, and Range still works', async () => {
      for (const url of files) {
        for (const cookie of [owner, admin]) {
          const whole = await fetchFile(url, cookie);
          expect(whole.statusCode, url).toBe(200);
          expect(whole.headers['cache-control']).toBe('private, no-cache');
          const part = await fetchFile(url, cookie, 'bytes=0-99');
          expect(part.statusCode, url).toBe(206);
          expect(part.headers['content-range']).toMatch(/^bytes 0-99\//);
          expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
        }
      }
    });

    it('becomes public, and cacheable by anyone, once the song is', async () => {
      const made = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/songs/${hidden.song_id}`,
        payload: { visibility: true },
        headers: { cookie: owner },
      });
      expect(made.statusCode, made.body).toBe(200);
      for (const url of files) {
        const response = await fetchFile(url, null, 'bytes=0-9');
        expect(response.statusCode, url).toBe(206);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });
  });
});
