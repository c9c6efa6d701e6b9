/**
 * The terms bind. The server records who accepted which version and when, and
 * refuses to publish a song before that, whatever the browser did (an 'Atrás' past the checkbox,
 * a request by hand).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '../../../domain/api';
import { termsAcceptanceSchema, termsSchema } from '../../../domain/terms';
import { TERMS_CLAUSES } from '../../../domain/terms-clauses';
import { TERMS_SERVER_TEXTS, TERMS_VERSION } from '../../../domain/terms-texts';
import { songs, termsAcceptances, uploads } from '../../../server/db/schema';
import { sessionCookieFor } from '../../helpers/auth';
import { createUser, tinyWav } from '../../helpers/factories';
import { uploadAudio } from '../../helpers/media';
import { getJson, postSong, postSongRaw } from '../../helpers/songs';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function accept(cookie: string | null, version: string = TERMS_VERSION) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/terms/acceptances',
    payload: { version },
    headers: cookie ? { cookie } : {},
  });
}

async function sessionOf(cookie: string) {
  const response = await getJson(t, '/api/v1/session', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return sessionUserSchema.parse(response.json());
}

describe('GET /terms', () => {
  it('gives any client the version in force, its date and the clauses the app shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(response.statusCode).toBe(200);
    const terms = termsSchema.parse(response.json());
    expect(terms).toEqual({
      version: TERMS_VERSION,
      date: TERMS_VERSION,
      clauses: TERMS_CLAUSES.map(({ title, text }) => ({ title, text })),
    });
    // What it says is what acceptance takes.
    const person = await createUser(t, { termsAccepted: false });
    const accepted = await accept(await sessionCookieFor(t, person.userId), terms.version);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('POST /terms/acceptances', () => {
  it('records who accepted which version and when; a repeat keeps the first time', async () => {
    const person = await createUser(t, { roles: ['composer'], termsAccepted: false });
    const cookie = await sessionCookieFor(t, person.userId);
    expect((await sessionOf(cookie)).terms_accepted).toBe(false);

    const first = await accept(cookie);
    expect(first.statusCode, first.body).toBe(201);
    const answer = termsAcceptanceSchema.parse(first.json());
    expect(answer.version).toBe(TERMS_VERSION);
    const rows = await t.db.orm
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, person.userId));
    expect(rows).toEqual([
      { userId: person.userId, version: TERMS_VERSION, acceptedAt: new Date(answer.accepted_at) },
    ]);

    const again = await accept(cookie);
    expect(again.statusCode).toBe(201);
    expect(termsAcceptanceSchema.parse(again.json()).accepted_at).toBe(answer.accepted_at);
    expect((await sessionOf(cookie)).terms_accepted).toBe(true);
  });

  it('refuses a version no longer in force (409) and visitors (401), recording nothing', async () => {
    const person = await createUser(t, { roles: ['composer'], termsAccepted: false });
    const cookie = await sessionCookieFor(t, person.userId);
    const stale = await accept(cookie, '2020-01-01');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TERMS_SERVER_TEXTS.staleVersion);
    expect((await accept(null)).statusCode).toBe(401);
    const rows = await t.db.orm
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, person.userId));
    expect(rows).toEqual([]);
  });
});

describe('publishing needs the terms in force', () => {
  it('a creator who skipped the terms gets 403 leading back to them, the upload stays theirs', async () => {
    const creator = await createUser(t, { roles: ['composer'], termsAccepted: false });
    const cookie = await sessionCookieFor(t, creator.userId);
    const audio = await uploadAudio(t, cookie, tinyWav(1));
    const body = {
      title: 'Sin términos',
      gender: 'MERENGUE',
      composers: ['Alguien'],
      audio: audio.url,
    };
    const refused = await postSongRaw(t, cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TERMS_SERVER_TEXTS.required);
    expect(refused.json().message).toContain('/FormTermsCon');
    expect(await t.db.orm.select().from(songs).where(eq(songs.userId, creator.userId))).toEqual([]);
    // Nothing was taken: once the terms are accepted the same upload publishes.
    const [upload] = await t.db.orm
      .select()
      .from(uploads)
      .where(eq(uploads.userId, creator.userId));
    expect(upload.attached).toBe(false);
    expect((await accept(cookie)).statusCode).toBe(201);
    const published = await postSongRaw(t, cookie, body);
    expect(published.statusCode, published.body).toBe(201);
  });

  it('an admin publishes under the same rule', async () => {
    const admin = await createUser(t, { roles: ['admin'], termsAccepted: false });
    const cookie = await sessionCookieFor(t, admin.userId);
    const audio = await uploadAudio(t, cookie, tinyWav(1));
    const refused = await postSongRaw(t, cookie, {
      title: 'Del admin',
      gender: 'BACHATA',
      composers: ['Alguien'],
      audio: audio.url,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TERMS_SERVER_TEXTS.required);
  });

  it('a creator who accepted publishes as before', async () => {
    const creator = await createUser(t, { roles: ['composer'] });
    const cookie = await sessionCookieFor(t, creator.userId);
    const { song } = await postSong(t, cookie, { title: 'Con términos' });
    expect(song.title).toBe('Con términos');
  });
});
