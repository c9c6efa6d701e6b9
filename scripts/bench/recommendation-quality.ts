// How well 'Para ti' finds what a listener would like (issue 33 point 2). A catalogue where
// listeners have hidden tastes: 8 genres with 3 creators of 12 songs each, every listener liking
// 20 songs, 85 % of them from their own 2 genres. A fifth of each listener's likes is kept back;
// the recommender sees the rest (everyone's) and should find the kept-back ones. Compared with a
// random sample of the same size, which is what the home showed everyone before.
// Run by tests/server/recommendation-quality.test.ts (which holds the figures to the issue's bar)
// and printed by `npm run bench`.
import { sql } from 'drizzle-orm';
import type { Genre } from '../../domain/genres';
import { type Orm, rowsOf } from '../../server/db/database';
import { computeRecommendations } from '../../server/features/recommendations/service';

const GENRES: Genre[] = ['MERENGUE', 'BACHATA', 'SALSA', 'SON', 'BOLERO', 'DEMBOW', 'JAZZ', 'ROCK'];
const CREATORS_PER_GENRE = 3;
const SONGS_PER_CREATOR = 12;
const LISTENERS = 160;
const LIKES_PER_LISTENER = 20;
const OWN_GENRE_SHARE = 0.85;
const HIDDEN_SHARE = 0.2;
const TOP = 10;

export interface RecommendationQuality {
  listeners: number;
  songs: number;
  /** Share of the kept-back likes found in the top 10, averaged over listeners. */
  recallAt10: number;
  /** The same for 10 songs drawn at random from those the listener does not like. */
  randomRecallAt10: number;
  /** Share of the top 10 in the listener's two genres. */
  genreShare: number;
  randomGenreShare: number;
}

/** A small fast generator with a seed, so every run builds the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: T[]): T {
  return items[Math.floor(random() * items.length)];
}

async function insertIds(orm: Orm, query: ReturnType<typeof sql>): Promise<number[]> {
  return rowsOf<{ id: number }>(await orm.execute(query)).map((row) => row.id);
}

/** Builds the catalogue in `orm` (an empty database: it adds accounts and songs) and measures. */
export async function measureRecommendationQuality(orm: Orm): Promise<RecommendationQuality> {
  const random = seededRandom(33);
  const songsByGenre = new Map<Genre, number[]>();
  const genreOf = new Map<number, Genre>();
  for (const genre of GENRES) {
    for (let c = 0; c < CREATORS_PER_GENRE; c++) {
      const [creator] = await insertIds(
        orm,
        sql`INSERT INTO credentials (email, roles)
          VALUES (${`creador-${genre}-${c}@calidad.test`.replace(/ /g, '')}, ARRAY['user','composer'])
          RETURNING id`,
      );
      await orm.execute(sql`
        INSERT INTO profiles (user_id, name, last_name) VALUES (${creator}, ${`Creador ${c}`}, ${genre})`);
      const ids = await insertIds(
        orm,
        sql`INSERT INTO songs (title, gender, composers, audio, user_id)
          SELECT ${`${genre} ${c} `} || n, ${genre}, ARRAY['Autor'], '/media/audios/calidad.m4a', ${creator}
          FROM generate_series(1, ${SONGS_PER_CREATOR}) AS n RETURNING id`,
      );
      songsByGenre.set(genre, [...(songsByGenre.get(genre) ?? []), ...ids]);
      for (const id of ids) genreOf.set(id, genre);
    }
  }
  const allSongs = [...genreOf.keys()];

  interface Listener {
    userId: number;
    genres: Genre[];
    liked: number[];
    hidden: number[];
  }
  const listeners: Listener[] = [];
  for (let l = 0; l < LISTENERS; l++) {
    const first = pick(random, GENRES);
    const second = pick(
      random,
      GENRES.filter((genre) => genre !== first),
    );
    const own = [...(songsByGenre.get(first) ?? []), ...(songsByGenre.get(second) ?? [])];
    const likes = new Set<number>();
    while (likes.size < LIKES_PER_LISTENER) {
      likes.add(random() < OWN_GENRE_SHARE ? pick(random, own) : pick(random, allSongs));
    }
    const shuffled = [...likes].sort(() => random() - 0.5);
    const hiddenCount = Math.round(LIKES_PER_LISTENER * HIDDEN_SHARE);
    const [userId] = await insertIds(
      orm,
      sql`INSERT INTO credentials (email, roles) VALUES (${`oyente-${l}@calidad.test`}, ARRAY['user'])
        RETURNING id`,
    );
    listeners.push({
      userId,
      genres: [first, second],
      hidden: shuffled.slice(0, hiddenCount),
      liked: shuffled.slice(hiddenCount),
    });
  }
  // Everyone's visible likes go in first, as they would have over time, then each list is made.
  for (const listener of listeners) {
    await orm.execute(sql`
      WITH lib AS (INSERT INTO libraries (user_id) VALUES (${listener.userId}) RETURNING id)
      INSERT INTO library_songs (library_id, song_id)
      SELECT lib.id, song FROM lib, unnest(${`{${listener.liked.join(',')}}`}::int[]) AS song`);
  }

  let recall = 0;
  let randomRecall = 0;
  let inGenres = 0;
  let randomInGenres = 0;
  for (const listener of listeners) {
    await orm.transaction((tx) => computeRecommendations(tx, listener.userId));
    const top = rowsOf<{ song_id: number }>(
      await orm.execute(sql`
        SELECT song_id FROM recommendations WHERE user_id = ${listener.userId}
        ORDER BY position LIMIT ${TOP}`),
    ).map((row) => row.song_id);
    const hidden = new Set(listener.hidden);
    recall += top.filter((id) => hidden.has(id)).length / hidden.size;
    inGenres += top.filter((id) => listener.genres.includes(genreOf.get(id) as Genre)).length / TOP;
    const liked = new Set(listener.liked);
    const pool = allSongs.filter((id) => !liked.has(id)).sort(() => random() - 0.5);
    const sample = pool.slice(0, TOP);
    randomRecall += sample.filter((id) => hidden.has(id)).length / hidden.size;
    randomInGenres +=
      sample.filter((id) => listener.genres.includes(genreOf.get(id) as Genre)).length / TOP;
  }
  return {
    listeners: LISTENERS,
    songs: allSongs.length,
    recallAt10: recall / LISTENERS,
    randomRecallAt10: randomRecall / LISTENERS,
    genreShare: inGenres / LISTENERS,
    randomGenreShare: randomInGenres / LISTENERS,
  };
}

export function describeQuality(quality: RecommendationQuality): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  return [
    `  ${quality.listeners} oyentes, ${quality.songs} canciones, 20 me gusta cada uno (un 20 % escondido)`,
    `  recall@10: Para ti ${percent(quality.recallAt10)}, muestra al azar ${percent(quality.randomRecallAt10)} (${(quality.recallAt10 / quality.randomRecallAt10).toFixed(1)}×; meta ≥ 3×)`,
    `  canciones en los géneros del oyente: Para ti ${percent(quality.genreShare)}, al azar ${percent(quality.randomGenreShare)} (meta ≥ 70 %)`,
  ];
}
