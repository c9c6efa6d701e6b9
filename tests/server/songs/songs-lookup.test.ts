/**
 * GET /songs/lookup: a device asks in one request which of its saved songs the
 * caller may still see; deleted songs, others' private songs and unknown ids are simply absent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songSchema } from '../../../domain/api';
import { SONG_LOOKUP_MAX } from '../../../domain/songs';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser } from '../../helpers/factories';
import { getJson } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let ana: number;
let anaCookie: string;
let listenerCookie: string;
let open: number;
let hidden: number;
let gone: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = (await createUser(t, { roles: ['composer'] })).userId;
  anaCookie = await sessionCookieFor(t, ana);
  listenerCookie = await sessionCookieFor(t, (await createUser(t)).userId);
  open = (await createSong(t, ana, { title: 'Pública' })).id;
  hidden = (await createSong(t, ana, { title: 'Privada', visibility: false })).id;
  gone = (await createSong(t, ana, { title: 'Borrada' })).id;
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/songs/${gone}`,
    headers: { cookie: anaCookie },
  });
  expect(removed.statusCode).toBe(204);
});
afterAll(() => t.close());

async function visible(ids: string, cookie: string | null): Promise<number[]> {
  const response = await getJson(t, `/api/v1/songs/lookup?ids=${ids}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: unknown[] };
  return body.items.map((item) => songSchema.parse(item).song_id).sort((a, b) => a - b);
}

describe('GET /songs/lookup', () => {
  it('answers only what the caller may see now, in one request', async () => {
    const ids = `${open},${hidden},${gone},999999`;
    expect(await visible(ids, listenerCookie)).toEqual([open]);
    expect(await visible(ids, null)).toEqual([open]);
    expect(await visible(ids, anaCookie)).toEqual([open, hidden].sort((a, b) => a - b));
  });

  it('refuses malformed or too many ids with a Spanish 400', async () => {
    for (const ids of ['', 'a,b', '1,,2', '0', '-3']) {
      const response = await getJson(t, `/api/v1/songs/lookup?ids=${ids}`, null);
      expect(response.statusCode, ids).toBe(400);
      expect(response.json().message).toBe('Los datos enviados no son válidos');
    }
    const many = Array.from({ length: SONG_LOOKUP_MAX + 1 }, (_, index) => index + 1).join(',');
    const response = await getJson(t, `/api/v1/songs/lookup?ids=${many}`, null);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(`${SONG_LOOKUP_MAX} canciones`);
  });
});
