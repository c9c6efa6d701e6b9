/**
 * GET /search and /search/suggestions: case- and accent-insensitive on both sides,
 * '%', '_' and '\' taken literally, private songs only for their owner and admins, public playlists
 * plus the viewer's own, suggestions at most 5 with songs before creators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_TEXTS,
  type SearchResults,
  type Suggestions,
  searchResultsSchema,
  suggestionsSchema,
} from '../../../domain/search';
import { sessionCookieFor } from '../../helpers/auth';
import {
  createPlaylist,
  createSong,
  createUser,
  likeSong,
  type TestUser,
} from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let otherCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { roles: ['composer'] });
  ownerCookie = await sessionCookieFor(t, owner.userId);
  otherCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['composer'] })).userId);
  adminCookie = await sessionCookieFor(t, (await createUser(t, { roles: ['admin'] })).userId);

  await createSong(t, owner.userId, {
    title: 'Café en la Mañana',
    composers: ['Juan Carlos Peña'],
  });
  await createSong(t, owner.userId, { title: 'El niño del río', composers: ['Rafael Almonte'] });
  await createSong(t, owner.userId, { title: 'CAFETAL DE MOCA', composers: ['Zoila Ureña'] });
  await createSong(t, owner.userId, { title: 'Precio a%b', composers: ['Literal Uno'] });
  await createSong(t, owner.userId, { title: 'Precio axxb', composers: ['Comodín Uno'] });
  await createSong(t, owner.userId, { title: 'Ritmo a_b', composers: ['Literal Dos'] });
  await createSong(t, owner.userId, { title: 'Ritmo acb', composers: ['Comodín Dos'] });
  await createSong(t, owner.userId, { title: 'Barra a\\b', composers: ['Literal Tres'] });
  await createSong(t, owner.userId, { title: 'Barra ab', composers: ['Comodín Tres'] });
  await createSong(t, owner.userId, {
    title: 'Secreto de Yaguate',
    composers: ['Nadie Más'],
    visibility: false,
  });
  await createSong(t, owner.userId, {
    title: 'Lluvia de mayo',
    composers: ['Xiomara Fortuna'],
    interpreters: ['Conjunto Típico Cibaeño'],
  });
});
afterAll(() => t.close());

async function search(q: string, cookie: string | null = null, extra = ''): Promise<SearchResults> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json());
}

async function songTitles(q: string, cookie: string | null = null): Promise<string[]> {
  return (await search(q, cookie)).songs.items.map((song) => song.title).sort();
}

async function suggestions(q: string, cookie: string | null = null): Promise<Suggestions> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return suggestionsSchema.parse(response.json());
}

describe('GET /search: accents, case and literal characters', () => {
  it("'cafe' finds 'Café' and 'CAFETAL', whatever the case and accents of either side", async () => {
    expect(await songTitles('cafe')).toEqual(['CAFETAL DE MOCA', 'Café en la Mañana']);
    expect(await songTitles('CAFÉ')).toEqual(['CAFETAL DE MOCA', 'Café en la Mañana']);
    expect(await songTitles('mañana')).toEqual(['Café en la Mañana']);
  });

  it("'NINO' finds 'niño' (ñ = n)", async () => {
    expect(await songTitles('NINO')).toEqual(['El niño del río']);
    expect(await songTitles('Niño Del Rio')).toEqual(['El niño del río']);
  });

  it("'a%b', 'a_b' and 'a\\b' match only themselves, not as wildcards", async () => {
    expect(await songTitles('a%b')).toEqual(['Precio a%b']);
    expect(await songTitles('a_b')).toEqual(['Ritmo a_b']);
    expect(await songTitles('a\\b')).toEqual(['Barra a\\b']);
    // A bare wildcard finds nothing, although every title would match it as a pattern.
    expect(await songTitles('%%%')).toEqual([]);
  });

  it('ignores punctuation around the term: a question still finds the song', async () => {
    expect(await songTitles('lluvia de mayo?')).toEqual(['Lluvia de mayo']);
    expect(await songTitles('¿"Lluvia de mayo"?')).toEqual(['Lluvia de mayo']);
  });

  it('trims the term and collapses inner spaces', async () => {
    expect(await songTitles('   café   en  la ')).toEqual(['Café en la Mañana']);
  });

  it("'Canciones' match the title only, not the credits (spec section 5)", async () => {
    expect(await songTitles('juan carlos pena')).toEqual([]);
    expect(await songTitles('tipico cibaeno')).toEqual([]);
    expect(await songTitles('lluvia de mayo')).toEqual(['Lluvia de mayo']);
  });

  it('matches one- and two-letter terms anywhere in a word too (DECISIONS "Search")', async () => {
    expect(await songTitles('ll')).toEqual(['Lluvia de mayo']);
    // 'na' is inside 'Mañana' only: no title starts a word with it.
    expect(await songTitles('na')).toEqual(['Café en la Mañana']);
    // 'ño' folds to 'no', inside 'niño'; 'io' is inside 'Precio' and 'río'.
    expect(await songTitles('ño')).toEqual(['El niño del río']);
    expect((await songTitles('io')).sort()).toEqual([
      'El niño del río',
      'Precio a%b',
      'Precio axxb',
    ]);
    expect((await songTitles('y')).sort()).toEqual(['Lluvia de mayo']);
  });

  it('an empty term finds nothing; a term over 100 characters is refused in Spanish', async () => {
    const empty = await search('   ');
    expect(empty.songs.items).toEqual([]);
    expect(empty.creators.total).toBe(0);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(SEARCH_TEXTS.termTooLong);
  });
});

describe('GET /search: who finds what', () => {
  it('a private song is found by its owner and admins only', async () => {
    expect(await songTitles('yaguate')).toEqual([]);
    expect(await songTitles('yaguate', otherCookie)).toEqual([]);
    expect(await songTitles('yaguate', ownerCookie)).toEqual(['Secreto de Yaguate']);
    expect(await songTitles('yaguate', adminCookie)).toEqual(['Secreto de Yaguate']);
    expect((await suggestions('yaguate')).items).toEqual([]);
    expect((await suggestions('yaguate', ownerCookie)).items.map((item) => item.label)).toEqual([
      'Secreto de Yaguate',
    ]);
  });

  it('finds composers by nickname, name or last name, accent-insensitive', async () => {
    const ctx = await createTestApp();
    try {
      const nick = await createUser(ctx, {
        roles: ['composer'],
        profile: { name: 'Rafael', lastName: 'Almonte', nickname: 'Fello del Cibao' },
      });
      const full = await createUser(ctx, {
        roles: ['composer'],
        profile: { name: 'Juan Carlos', lastName: 'Peña' },
      });
      // A listener is not a creator, whatever their name.
      await createUser(ctx, { roles: ['user'], profile: { name: 'Juan', lastName: 'Peña' } });

      const names = async (q: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/search?q=${encodeURIComponent(q)}`,
        });
        const results = searchResultsSchema.parse(response.json());
        return results.creators.items;
      };
      expect((await names('fello')).map((c) => c.display_name)).toEqual(['Fello del Cibao']);
      expect((await names('ALMONTE')).map((c) => c.user_id)).toEqual([nick.userId]);
      const [pena] = await names('juan carlos pena');
      expect(pena).toEqual({
        user_id: full.userId,
        credentials_id: full.userId,
        nickname: null,
        name: 'Juan Carlos',
        lastName: 'Peña',
        userImageUrl: null,
        userImageThumb: null,
        display_name: 'Juan Carlos Peña',
      });
      expect(await names('pena')).toHaveLength(1);
      // The nickname and the name are separate texts: a term cannot span both.
      expect(await names('cibao rafael')).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('finds public playlists, and private ones for their owner only', async () => {
    const shown = await createSong(t, owner.userId, { title: 'Visible', seconds: 2 });
    const hidden = await createSong(t, owner.userId, { title: 'Oculta', visibility: false });
    const created = await createPlaylist(t, owner.userId, {
      name: 'Merengues de Añoranza',
      songIds: [shown.id, hidden.id],
    });
    await createPlaylist(t, owner.userId, { name: 'Añoranza privada', public: false });
    const names = async (cookie: string | null) =>
      (await search('anoranza', cookie)).playlists.items.map((p) => p.name).sort();
    expect(await names(null)).toEqual(['Merengues de Añoranza']);
    expect(await names(otherCookie)).toEqual(['Merengues de Añoranza']);
    expect(await names(ownerCookie)).toEqual(['Añoranza privada', 'Merengues de Añoranza']);
    // Counted as the playlist lists count: the private song inside stays hidden.
    const [found] = (await search('merengues de anoranza')).playlists.items;
    expect(found).toMatchObject({
      playlist_id: created.id,
      songsCount: 1,
      totalDurationSeconds: 2,
      createdAt: created.createdAt.toISOString(),
    });
  });
});

describe('GET /search: pages', () => {
  it('pages songs by limit and offset, most liked first', async () => {
    const ctx = await createTestApp();
    try {
      const composer = await createUser(ctx, { roles: ['composer'] });
      const fan = await createUser(ctx);
      const made = [];
      for (let i = 0; i < 5; i++)
        made.push(await createSong(ctx, composer.userId, { title: `Bolero ${i}` }));
      await likeSong(ctx, fan.libraryId, made[2].id);
      const get = async (extra: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/search?q=bolero${extra}`,
        });
        return searchResultsSchema.parse(response.json()).songs;
      };
      const first = await get('&limit=2');
      expect(first.items.map((s) => s.title)).toEqual(['Bolero 2', 'Bolero 4']);
      expect(first).toMatchObject({ total: 2, limit: 2, offset: 0, capped: true });
      const second = await get('&limit=2&offset=2');
      expect(second.items.map((s) => s.title)).toEqual(['Bolero 3', 'Bolero 1']);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=bolero&limit=101' });
      expect(bad.statusCode).toBe(400);
    } finally {
      await ctx.close();
    }
  });

  it('looks one match past the page: says whether there is more, counts exactly at the end', async () => {
    const ctx = await createTestApp();
    try {
      const composer = await createUser(ctx, {
        roles: ['composer'],
        profile: { name: 'Salvador', lastName: 'Salvé' },
      });
      await ctx.db.rawTransaction((session) =>
        session.query(
          `INSERT INTO songs (title, gender, composers, audio, user_id)
           SELECT 'Salve ' || n, 'MERENGUE', ARRAY['Anónimo'], '/media/audios/x.wav', $1
           FROM generate_series(1, 150) AS n`,
          [composer.userId],
        ),
      );
      const get = async (extra: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/search?q=salve${extra}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        return searchResultsSchema.parse(response.json());
      };
      const first = await get('&limit=3');
      // The results page shows no totals, only whether there is more: 3 on the page, more after.
      expect(first.songs).toMatchObject({ total: 3, capped: true });
      expect(first.songs.items).toHaveLength(3);
      expect(first.creators).toMatchObject({ total: 1, capped: false });
      expect(first.creators.items[0].display_name).toBe('Salvador Salvé');
      const later = await get('&limit=30&offset=60');
      expect(later.songs).toMatchObject({ total: 90, capped: true, offset: 60 });
      expect(later.songs.items).toHaveLength(30);
      // The last page reaches the end: the exact total, nothing more to load.
      const last = await get('&limit=30&offset=120');
      expect(last.songs).toMatchObject({ total: 150, capped: false, offset: 120 });
      expect(last.songs.items).toHaveLength(30);
      // Past the end: no rows, and still the totals.
      const past = await get('&limit=10&offset=400');
      expect(past.songs).toMatchObject({ items: [], total: 150, capped: false });
      expect(past.creators).toMatchObject({ items: [], total: 1, capped: false });
      expect(past.playlists).toMatchObject({ items: [], total: 0, capped: false });
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /search/suggestions', () => {
  it('answers at most 5: songs by title first, then creators', async () => {
    const ctx = await createTestApp();
    try {
      const composer = await createUser(ctx, {
        roles: ['composer'],
        profile: { name: 'Guillermo', lastName: 'Guaracha', nickname: null },
      });
      await createUser(ctx, {
        roles: ['composer'],
        profile: { name: 'Ana', lastName: 'Pérez', nickname: 'La Guaracha' },
      });
      for (let i = 1; i <= 3; i++) {
        await createSong(ctx, composer.userId, { title: `Guaracha número ${i}` });
      }
      // A song by a creator whose name matches, but whose title does not: not a song suggestion.
      await createSong(ctx, composer.userId, {
        title: 'Sin coincidencia',
        composers: ['Guaracha'],
      });
      const get = async (q: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`,
        });
        expect(response.statusCode).toBe(200);
        return suggestionsSchema.parse(response.json()).items;
      };
      const items = await get('GUARACHA');
      expect(items.map((item) => item.type)).toEqual([
        'song',
        'song',
        'song',
        'creator',
        'creator',
      ]);
      expect(items.slice(3).map((item) => [item.label, item.sublabel])).toEqual([
        ['Guillermo Guaracha', null],
        ['La Guaracha', 'Ana Pérez'],
      ]);
      expect(items[0]).toMatchObject({ type: 'song', sublabel: 'Compositor de Prueba' });

      for (let i = 4; i <= 6; i++) {
        await createSong(ctx, composer.userId, { title: `Guaracha número ${i}` });
      }
      const many = await get('guaracha');
      expect(many).toHaveLength(5);
      expect(many.every((item) => item.type === 'song')).toBe(true);
      expect(await get('')).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
