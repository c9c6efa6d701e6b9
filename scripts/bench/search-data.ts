// A generated catalogue for the search benchmark: Spanish-ish titles and credits made by one
// INSERT … SELECT generate_series per table, so 100,000 songs load in seconds on both engines.
import type { SqlSession } from '../../server/db/database';

export interface SearchCatalogueSize {
  songs: number;
  composers: number;
  playlists: number;
}

const sqlArray = (words: readonly string[]) =>
  `ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** 40 common nouns: each starts about 2.5 % of the titles (the "broad" terms). */
export const TITLE_NOUNS = [
  'Amor',
  'Corazón',
  'Noche',
  'Luna',
  'Café',
  'Niño',
  'Canción',
  'Fiesta',
  'Mañana',
  'Sueño',
  'Lluvia',
  'Brisa',
  'Camino',
  'Guitarra',
  'Tambora',
  'Güira',
  'Acordeón',
  'Barrio',
  'Playa',
  'Río',
  'Montaña',
  'Sol',
  'Estrella',
  'Caña',
  'Palma',
  'Batey',
  'Malecón',
  'Parranda',
  'Velita',
  'Abuela',
  'Pescador',
  'Conuco',
  'Alma',
  'Sabor',
  'Ritmo',
  'Bachata',
  'Merengue',
  'Promesa',
  'Ventana',
  'Lágrima',
] as const;
const CONNECTORS = ['de', 'en', 'del', 'sin', 'para', 'con', 'bajo', 'sobre'] as const;
/** 60 places and names ending the titles. */
const PLACES = [
  'Cibao',
  'Samaná',
  'Constanza',
  'Montecristi',
  'Barahona',
  'Higüey',
  'Bonao',
  'Moca',
  'Baní',
  'Azua',
  'Jarabacoa',
  'Puerto Plata',
  'La Vega',
  'Santiago',
  'Dajabón',
  'Nagua',
  'Cotuí',
  'Neiba',
  'Pedernales',
  'Bayahíbe',
  'Sosúa',
  'Cabarete',
  'Las Terrenas',
  'San Juan',
  'Mao',
  'Salcedo',
  'Hato Mayor',
  'El Seibo',
  'Monte Plata',
  'Villa Mella',
  'Los Mina',
  'Gazcue',
  'Zona Colonial',
  'Boca Chica',
  'Juan Dolio',
  'Miches',
  'Sabana',
  'Yamasá',
  'Peravia',
  'Ocoa',
  'Enriquillo',
  'Loma Verde',
  'Río Yaque',
  'Ozama',
  'Isabela',
  'Altagracia',
  'Quisqueya',
  'Mi Tierra',
  'Mi Gente',
  'Tu Mirada',
  'la Madrugada',
  'Diciembre',
  'Mayo',
  'Verano',
  'Invierno',
  'la Esquina',
  'el Colmado',
  'la Orilla',
  'el Patio',
  'la Sierra',
] as const;
/** Syllables of a made-up word in every title: 14^3 = 2,744 words, each in about 36 titles. */
const SYLLABLES = [
  'ma',
  'ri',
  'so',
  'la',
  'cu',
  'ba',
  'ye',
  'ni',
  'to',
  'ña',
  'ré',
  'ló',
  'qui',
  'gua',
] as const;
const FIRST_NAMES = [
  'Juan',
  'Rafael',
  'Yokasta',
  'Marisol',
  'Ramón',
  'Altagracia',
  'José',
  'María',
  'Andrés',
  'Ángel',
  'Fernando',
  'Milagros',
  'Héctor',
  'Rosa',
  'Wilfrido',
  'Johnny',
  'Sergio',
  'Fefita',
  'Antonio',
  'Zoila',
  'Luis',
  'Carmen',
  'Félix',
  'Teresa',
  'Raulín',
  'Anthony',
  'Cuco',
  'Sonia',
  'Víctor',
  'Eduardo',
] as const;
const LAST_NAMES = [
  'Peña',
  'Almonte',
  'Guzmán',
  'Núñez',
  'Rodríguez',
  'Martínez',
  'Báez',
  'Santos',
  'Jiménez',
  'Pérez',
  'Ventura',
  'Vargas',
  'Reyes',
  'Díaz',
  'Sánchez',
  'Castillo',
  'Ureña',
  'Tavárez',
  'Cabrera',
  'Muñoz',
  'Ortiz',
  'Rosario',
  'Polanco',
  'Batista',
  'Fermín',
  'Abreu',
  'Liriano',
  'Espaillat',
  'Camacho',
  'Valdez',
  'Germán',
  'Mejía',
  'Acosta',
  'Féliz',
  'Marte',
  'Encarnación',
  'Tejada',
  'Durán',
  'Paulino',
  'Ogando',
] as const;
const BANDS = ['Orquesta', 'Conjunto', 'Grupo', 'Banda', 'Trío', 'Combo'] as const;
const GENRES = [
  'MERENGUE',
  'BACHATA',
  'SALSA',
  'BOLERO',
  'SON',
  'MERENGUE TIPICO',
  'DEMBOW',
  'BALADA',
] as const;

/** pick(array, expression): one element chosen by an integer SQL expression. */
const pick = (words: readonly string[], index: string) =>
  `(${sqlArray(words)})[1 + ((${index}) % ${words.length})]`;

/** A person's name from two independent indexes (30 × 40 = 1,200 names). */
const person = (index: string) =>
  `${pick(FIRST_NAMES, index)} || ' ' || ${pick(LAST_NAMES, `(${index}) / ${FIRST_NAMES.length}`)}`;

/** Multipliers of the hashes below: one per part, so the parts of a row do not move together. */
const MULTIPLIERS = [2654435761, 40503, 69069, 1103515245, 22695477];

/** A well-mixed index for song i (multiplicative hash modulo a prime), one stream per `part`. */
const mix = (i: string, part: number) =>
  `((${i})::bigint * ${MULTIPLIERS[part]} + ${part * 7919}) % 1000003`;

/** The made-up three-syllable word of song i. */
const madeUpWord = (i: string) =>
  `${pick(SYLLABLES, mix(i, 0))} || ${pick(SYLLABLES, `${mix(i, 0)} / 14`)} || ${pick(SYLLABLES, `${mix(i, 0)} / 196`)}`;

/**
 * Fills an empty, migrated database: one owner account, `composers` composer accounts with
 * profiles, `songs` songs (a fifth of them private) and `playlists` playlists.
 */
export async function loadSearchCatalogue(
  session: SqlSession,
  size: SearchCatalogueSize,
): Promise<void> {
  await session.exec(`
    INSERT INTO credentials (email, roles)
    SELECT 'compositor' || n || '@bench.test', ARRAY['composer']::text[]
    FROM generate_series(1, ${size.composers}) AS n;
    INSERT INTO profiles (user_id, name, last_name, nickname)
    SELECT c.id,
      ${pick(FIRST_NAMES, 'c.id * 13')},
      ${pick(LAST_NAMES, 'c.id * 17')} || CASE WHEN c.id % 3 = 0 THEN ' ' || ${pick(LAST_NAMES, 'c.id')} ELSE '' END,
      CASE WHEN c.id % 4 = 0 THEN 'El ' || ${pick(TITLE_NOUNS, 'c.id')} || ' ' || c.id ELSE NULL END
    FROM credentials c;
  `);
  const ownerCount = size.composers;
  // Bulk loading: the search indexes take rows without a pending list (migration 0005), which
  // costs one index write per row; queue them for the load and merge the queue once at the end.
  await session.exec(setGinFastUpdate('on'));
  await session.exec(`
    INSERT INTO songs (title, gender, composers, interpreters, authors, arrangers, audio,
                       duration_seconds, duration, likes, plays, visibility, user_id, created_at)
    SELECT
      ${pick(TITLE_NOUNS, 'i')} || ' ' || ${pick(CONNECTORS, 'i / 40')} || ' ' ||
        ${pick(PLACES, 'i / 320')} || ' ' || ${madeUpWord('i')},
      ${pick(GENRES, 'i / 11')},
      ARRAY[${person('i * 31')}] || CASE WHEN i % 5 = 0 THEN ARRAY[${person('i * 47')}] ELSE ARRAY[]::text[] END,
      ARRAY[${pick(BANDS, 'i')} || ' ' || ${pick(LAST_NAMES, 'i / 6')}, ${person('i * 53')}],
      ARRAY[${person('i * 61')}],
      ARRAY[${person('i * 71')}],
      '/media/audios/bench-' || i || '.mp3',
      120 + (i % 180),
      (2 + (i % 180) / 60) || ':' || lpad(((i % 180) % 60)::text, 2, '0'),
      ${mix('i', 1)} % 500,
      ${mix('i', 4)} % 40,
      ${mix('i', 2)} % 5 <> 0,
      1 + (${mix('i', 3)} % ${ownerCount}),
      now() - make_interval(mins => i)
    FROM generate_series(1, ${size.songs}) AS i;
    INSERT INTO playlists (name, description, public, user_id, created_at)
    SELECT ${pick(TITLE_NOUNS, 'p * 3')} || ' ' || ${pick(PLACES, 'p')} || ' ' || p,
      NULL, p % 4 <> 0, 1 + (p % ${ownerCount}), now() - make_interval(mins => p)
    FROM generate_series(1, ${size.playlists}) AS p;
  `);
  await session.exec(setGinFastUpdate('off'));
  await session.exec('ANALYZE;');
}

/** The search indexes that take rows without a pending list (migrations 0004 and 0006). */
const SEARCH_INDEXES = [
  'songs_title_search_trgm_idx',
  'songs_composers_search_trgm_idx',
  'songs_interpreters_search_trgm_idx',
  'songs_authors_search_trgm_idx',
  'songs_arrangers_search_trgm_idx',
  'profiles_search_text_idx',
  'playlists_name_search_idx',
];

/** fastupdate on or off for the search indexes; turning it off first merges the queued rows. */
function setGinFastUpdate(value: 'on' | 'off'): string {
  return SEARCH_INDEXES.map(
    (index) =>
      (value === 'off' ? `SELECT gin_clean_pending_list('${index}'::regclass);\n` : '') +
      `ALTER INDEX ${index} SET (fastupdate = ${value});`,
  ).join('\n');
}
