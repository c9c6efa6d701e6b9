/**
 * POST /plays: a listen counts once by its id, replays count nothing and answer
 * the same total, GET /songs/{id} carries `plays`, and a loop from one address is cut off.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXTS } from '../../../domain/play-counts';
import { PLAY_RATE_RULES } from '../../../server/features/plays/routes';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, type TestSong } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let song: TestSong;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t, { roles: ['composer'] });
  song = await createSong(t, owner.userId);
});

afterAll(async () => {
  await t?.close();
});

/** Each test plays from its own address, so the per-address limits do not mix. */
function play(body: unknown, address: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/plays',
    payload: body as Record<string, unknown>,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
}

async function playsOf(songId: number): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/songs/${songId}` });
  return response.json().plays;
}

describe('POST /plays', () => {
  it('counts a listen once; a replay of the same listen (the offline queue) counts nothing', async () => {
    const before = await playsOf(song.id);
    const listen = randomUUID();
    const first = await play({ song_id: song.id, listen_id: listen }, '10.0.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true, plays: before + 1 });
    for (let i = 0; i < 3; i++) {
      const replay = await play({ song_id: song.id, listen_id: listen }, '10.0.0.1');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ counted: false, plays: before + 1 });
    }
    const other = await play({ song_id: song.id, listen_id: randomUUID() }, '10.0.0.1');
    expect(other.json()).toEqual({ counted: true, plays: before + 2 });
    expect(await playsOf(song.id)).toBe(before + 2);
  });

  it('counts concurrent replays of one listen exactly once', async () => {
    const target = await createSong(t, (await createUser(t, { roles: ['composer'] })).userId);
    const listen = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play({ song_id: target.id, listen_id: listen }, '10.0.0.2')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().counted)).toHaveLength(1);
    expect(await playsOf(target.id)).toBe(1);
  });

  it('lists carry plays too (the repertoire and the statistics read them)', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/songs?limit=50' });
    const found = list.json().items.find((item: { song_id: number }) => item.song_id === song.id);
    expect(found.plays).toBe(await playsOf(song.id));
  });

  it('refuses bad input in Spanish and never with a 5xx', async () => {
    const cases: unknown[] = [
      {},
      { song_id: song.id },
      { song_id: song.id, listen_id: 'no-es-un-uuid' },
      { song_id: 'abc', listen_id: randomUUID() },
      { song_id: -1, listen_id: randomUUID() },
      { song_id: 99999999999, listen_id: randomUUID() },
    ];
    for (const body of cases) {
      const response = await play(body, '10.0.0.3');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    const missing = await play({ song_id: 2_000_000_000, listen_id: randomUUID() }, '10.0.0.3');
    expect(missing.statusCode).toBe(404);
  });

  it("a private song's plays count only from who may hear it", async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const hidden = await createSong(t, owner.userId, { visibility: false });
    const visitor = await play({ song_id: hidden.id, listen_id: randomUUID() }, '10.0.0.4');
    expect(visitor.statusCode).toBe(404);
    const cookie = await sessionCookieFor(t, owner.userId);
    const own = await play({ song_id: hidden.id, listen_id: randomUUID() }, '10.0.0.4', cookie);
    expect(own.json()).toEqual({ counted: true, plays: 1 });
  });

  it('one song looped from one address stops counting, with the Spanish reason; others still count', async () => {
    const target = await createSong(t, (await createUser(t, { roles: ['composer'] })).userId);
    const address = '10.0.0.5';
    const limit = PLAY_RATE_RULES.perSong.max;
    for (let i = 0; i < limit; i++) {
      const answer = await play({ song_id: target.id, listen_id: randomUUID() }, address);
      expect(answer.statusCode).toBe(200);
    }
    const over = await play({ song_id: target.id, listen_id: randomUUID() }, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      new RegExp(`^${PLAY_TEXTS.tooMany} Intente de nuevo en \\d+ (horas?|minutos?|segundos?)\\.$`),
    );
    expect(over.headers['retry-after']).toBeDefined();
    expect(await playsOf(target.id)).toBe(limit);
    // Another address is not held back by this one.
    const elsewhere = await play({ song_id: target.id, listen_id: randomUUID() }, '10.0.0.6');
    expect(elsewhere.statusCode).toBe(200);
    // Nor another song from the same address.
    const another = await play({ song_id: song.id, listen_id: randomUUID() }, address);
    expect(another.statusCode).toBe(200);
  });

  it('an address walking the catalogue stops adding after its hourly allowance', async () => {
    const owner = await createUser(t, { roles: ['composer'] });
    const address = '10.0.0.7';
    const songs = await Promise.all(Array.from({ length: 7 }, () => createSong(t, owner.userId)));
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < PLAY_RATE_RULES.perAddress.max + 5; i++) {
      const target = songs[i % songs.length];
      const answer = await play({ song_id: target.id, listen_id: randomUUID() }, address);
      if (answer.statusCode === 200) accepted += 1;
      else if (answer.statusCode === 429) refused += 1;
    }
    expect(accepted).toBe(PLAY_RATE_RULES.perAddress.max);
    expect(refused).toBe(5);
  });
});
