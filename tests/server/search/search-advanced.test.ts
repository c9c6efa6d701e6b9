/**
 * GET /search/advanced (spec section 5, DECISIONS "Search"): Título → title, Compositor →
 * composers, Autor → authors, Arreglista → arrangers, Intérprete → interpreters, the same mapping
 * in both rows; two criteria combine with AND; at least one criterion. And the search conditions
 * can use their trigram indexes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advancedSearchResultsSchema,
  SEARCH_FIELD_VALUES,
  SEARCH_FIELDS,
  SEARCH_TEXTS,
  type SearchField,
} from '../../../domain/search';
import { rowsOf } from '../../../server/db/database';
import { songs } from '../../../server/db/schema';
import {
  CREATOR_SEARCH_TEXT,
  matchesTerm,
  PLAYLIST_SEARCH_TEXT,
  SONG_SEARCH_COLUMNS,
} from '../../../server/features/search/match';
import { sessionCookieFor } from '../../helpers/auth';
import { createSong, createUser, type TestUser } from '../../helpers/factories';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;

/** One distinct name per credit field, accented, so each field can be told from the others. */
const NAMES: Record<SearchField, string> = {
  titulo: 'Canción Única',
  compositor: 'Compositora Ñúñez',
  autor: 'Autora Álvarez',
  arreglista: 'Arreglista Ébano',
  interprete: 'Intérprete Íñigo',
};
/** The same names as a person types them: no accents, other case. */
const TYPED: Record<SearchField, string> = {
  titulo: 'CANCION UNICA',
  compositor: 'compositora nunez',
  autor: 'autora alvarez',
  arreglista: 'ARREGLISTA EBANO',
  interprete: 'interprete inigo',
};

async function creditedSong(
  userId: number,
  title: string,
  credits: {
    composers: string[];
    authors?: string[];
    arrangers?: string[];
    interpreters?: string[];
  },
  visibility = true,
) {
  const song = await createSong(t, userId, {
    title,
    composers: credits.composers,
    interpreters: credits.interpreters ?? [],
    visibility,
  });
  await t.db.orm
    .update(songs)
    .set({ authors: credits.authors ?? [], arrangers: credits.arrangers ?? [] })
    .where(eq(songs.id, song.id));
  return song;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { roles: ['composer'] });
  ownerCookie = await sessionCookieFor(t, owner.userId);
  await creditedSong(owner.userId, NAMES.titulo, {
    composers: ['Otro Nombre', NAMES.compositor],
    authors: [NAMES.autor],
    arrangers: [NAMES.arreglista],
    interpreters: [NAMES.interprete],
  });
  await creditedSong(owner.userId, 'Merengue de la Loma', {
    composers: ['Ana Tavárez'],
    interpreters: ['Grupo Uno'],
  });
  await creditedSong(owner.userId, 'Bachata de la Loma', {
    composers: ['Ana Tavárez'],
    interpreters: ['Grupo Dos'],
  });
  await creditedSong(
    owner.userId,
    'Guardada en casa',
    { composers: ['Ana Tavárez'], interpreters: ['Grupo Uno'] },
    false,
  );
});
afterAll(() => t.close());

async function advanced(params: Record<string, string>, cookie: string | null = null) {
  const query = new URLSearchParams(params).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/search/advanced?${query}`,
    headers: cookie ? { cookie } : {},
  });
}

async function titles(params: Record<string, string>, cookie: string | null = null) {
  const response = await advanced(params, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const page = advancedSearchResultsSchema.parse(response.json());
  return page.items.map((song) => song.title).sort();
}

const FIELDS = SEARCH_FIELDS.map((field) => field.value);

describe('GET /search/advanced: the field mapping of DECISIONS', () => {
  it.each(FIELDS)(
    '%s finds its own field and no other, in row one and in row two',
    async (field) => {
      for (const other of FIELDS) {
        const expected = other === field ? [NAMES.titulo] : [];
        expect(
          await titles({ field1: field, value1: TYPED[other] }),
          `${field} = ${other}`,
        ).toEqual(expected);
        expect(await titles({ field2: field, value2: TYPED[other] }), `row two ${field}`).toEqual(
          expected,
        );
      }
    },
  );

  it('the labels are the spec texts, in the spec order, for the field values the API takes', () => {
    expect(SEARCH_FIELDS.map((field) => field.value)).toEqual([...SEARCH_FIELD_VALUES]);
    expect(SEARCH_FIELDS.map((field) => field.label)).toEqual([
      'Título',
      'Compositor',
      'Autor',
      'Arreglista',
      'Intérprete',
    ]);
  });
});

describe('GET /search/advanced: criteria', () => {
  it('two criteria combine with AND', async () => {
    expect(await titles({ field1: 'compositor', value1: 'tavarez' })).toEqual([
      'Bachata de la Loma',
      'Merengue de la Loma',
    ]);
    expect(
      await titles({
        field1: 'compositor',
        value1: 'tavarez',
        field2: 'interprete',
        value2: 'grupo uno',
      }),
    ).toEqual(['Merengue de la Loma']);
    expect(
      await titles({
        field1: 'titulo',
        value1: 'loma',
        field2: 'interprete',
        value2: 'grupo tres',
      }),
    ).toEqual([]);
  });

  it('the same field twice asks for both texts in that field', async () => {
    expect(
      await titles({ field1: 'titulo', value1: 'loma', field2: 'titulo', value2: 'bachata' }),
    ).toEqual(['Bachata de la Loma']);
  });

  it('a blank row is ignored', async () => {
    expect(
      await titles({ field1: 'titulo', value1: '   ', field2: 'interprete', value2: 'grupo dos' }),
    ).toEqual(['Bachata de la Loma']);
  });

  it('private songs only for their owner', async () => {
    const params = { field1: 'interprete', value1: 'grupo uno' };
    expect(await titles(params)).toEqual(['Merengue de la Loma']);
    expect(await titles(params, ownerCookie)).toEqual(['Guardada en casa', 'Merengue de la Loma']);
  });

  it("without any text: 400 'Por favor, ingrese al menos un criterio de búsqueda.'", async () => {
    const cases: Record<string, string>[] = [
      {},
      { field1: 'titulo', value1: '  ', field2: 'autor', value2: '' },
    ];
    for (const params of cases) {
      const response = await advanced(params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: SEARCH_TEXTS.criteriaRequired,
        errors: [SEARCH_TEXTS.criteriaRequired],
      });
    }
  });

  it('an unknown field is refused', async () => {
    const response = await advanced({ field1: 'genero', value1: 'salsa' });
    expect(response.statusCode).toBe(400);
  });

  it('answers a page with its total', async () => {
    const response = await advanced({ field1: 'compositor', value1: 'tavarez', limit: '1' });
    const page = advancedSearchResultsSchema.parse(response.json());
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0, capped: false });
    expect(page.items).toHaveLength(1);
  });
});

describe('search conditions and their indexes', () => {
  /** The plan of a count over `where`, with sequential scans priced out so usable indexes show. */
  async function plan(from: string, where: ReturnType<typeof sql>): Promise<string> {
    return t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(
        sql`EXPLAIN SELECT count(*) FROM ${sql.raw(from)} WHERE ${where}`,
      );
      return rowsOf<{ 'QUERY PLAN': string }>(result)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
  }

  it.each([
    ['title', 'songs_title_search_trgm_idx'],
    ['composers', 'songs_composers_search_trgm_idx'],
    ['interpreters', 'songs_interpreters_search_trgm_idx'],
    ['authors', 'songs_authors_search_trgm_idx'],
    ['arrangers', 'songs_arrangers_search_trgm_idx'],
  ] as const)('songs.%s uses %s, for long and short terms', async (field, index) => {
    for (const term of ['café', 'ca']) {
      const text = await plan('songs', matchesTerm(SONG_SEARCH_COLUMNS[field], term));
      // One or two letters of a title: the letters-and-pairs index (0013), not the trigrams.
      const expected = field === 'title' && term === 'ca' ? 'songs_title_short_grams_idx' : index;
      expect(text).toContain(`Bitmap Index Scan on ${expected}`);
    }
  });

  it('the short-gram index answers exactly what LIKE answers, accents and case folded', async () => {
    await createSong(t, owner.userId, { title: 'Ñapa del QX' });
    expect(await titles({ field1: 'titulo', value1: 'qx' })).toEqual(['Ñapa del QX']);
    expect(await titles({ field1: 'titulo', value1: 'ña' })).toContain('Ñapa del QX');
    expect(await titles({ field1: 'titulo', value1: 'x' })).toContain('Ñapa del QX');
  });

  it('creators and playlists use theirs', async () => {
    for (const term of ['peña', 'pe']) {
      expect(await plan('profiles', matchesTerm(CREATOR_SEARCH_TEXT, term))).toContain(
        'Bitmap Index Scan on profiles_search_text_idx',
      );
      expect(await plan('playlists', matchesTerm(PLAYLIST_SEARCH_TEXT, term))).toContain(
        'Bitmap Index Scan on playlists_name_search_idx',
      );
    }
  });

  it('every search index takes rows at once, without a pending list to read through', async () => {
    const rows = await t.db.rawTransaction((session) =>
      session.query<{ relname: string; reloptions: string[] | null }>(
        `SELECT c.relname, c.reloptions FROM pg_class c JOIN pg_am a ON a.oid = c.relam
         WHERE c.relkind = 'i' AND a.amname = 'gin'
           AND c.relname IN ('songs_title_search_trgm_idx', 'songs_composers_search_trgm_idx',
             'songs_interpreters_search_trgm_idx', 'songs_authors_search_trgm_idx',
             'songs_arrangers_search_trgm_idx', 'songs_title_short_grams_idx',
             'profiles_search_text_idx', 'playlists_name_search_idx')`,
      ),
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
  });

  it('the stored folded columns follow edits of the song', async () => {
    const song = await createSong(t, owner.userId, { title: 'Primera versión' });
    await t.db.orm.update(songs).set({ title: 'Segunda Versión' }).where(eq(songs.id, song.id));
    expect(await titles({ field1: 'titulo', value1: 'segunda version' })).toEqual([
      'Segunda Versión',
    ]);
    expect(await titles({ field1: 'titulo', value1: 'primera' })).toEqual([]);
  });
});
