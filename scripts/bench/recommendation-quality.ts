// How well 'Para ti' finds what a listener would like (docs/architecture.md "Para ti"), on a
// catalogue whose listeners follow hidden scenes: each scene is a part of the songs of eight
// creators across at least four genres, so neither a genre nor a creator gives it away and only
// what people like together does. Songs have Zipf popularity; about a fifth of each listener's
// likes follow popularity alone; libraries hold 5–60 songs. Each listener's latest 20 % of likes
// are kept back, and 'Para ti' (made from everyone's visible likes) should find them better than
// four baselines computed in the same run: random, global popularity, genre popularity and
// creator popularity. The same run with co-likes switched off (`coLikes: false`) must do worse.
// Run by tests/server/recommendations/recommendation-quality.test.ts (which holds the figures to the bar) and
// printed by `npm run bench`.
import { sql } from 'drizzle-orm';
import type { Genre } from '../../domain/genres';
import { type Orm, rowsOf } from '../../server/db/database';
import { computeRecommendations } from '../../server/features/recommendations/service';

const GENRES: Genre[] = ['MERENGUE', 'BACHATA', 'SALSA', 'SON', 'BOLERO', 'DEMBOW', 'JAZZ', 'ROCK'];
const CREATORS_PER_GENRE = 5;
const SONGS_PER_CREATOR = 12;
const SCENES = 12;
const CREATORS_PER_SCENE = 8;
/** The share of a scene creator's songs that belong to the scene. */
const SCENE_SONG_SHARE = 0.4;
const LISTENERS = 240;
const POPULARITY_ONLY = 0.2;
const HIDDEN_SHARE = 0.2;
const TOP = 10;
const BOOTSTRAP_ROUNDS = 1000;

export const METHODS = [
  'paraTi',
  'sinCoLikes',
  'random',
  'popularity',
  'genrePopularity',
  'creatorPopularity',
] as const;
export type Method = (typeof METHODS)[number];
export const BASELINES: Method[] = ['random', 'popularity', 'genrePopularity', 'creatorPopularity'];

/** recall@10 and nDCG@10 of one method for one listener. */
interface Scores {
  recall: number;
  ndcg: number;
}

export interface RecommendationQuality {
  seed: number;
  listeners: number;
  songs: number;
  /** Per method, each listener's scores (same order for every method). */
  perListener: Record<Method, Scores[]>;
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

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** One of `items`, each as likely as its weight. */
function weightedPick(
  random: () => number,
  items: readonly number[],
  weight: (item: number) => number,
) {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let left = random() * total;
  for (const item of items) {
    left -= weight(item);
    if (left <= 0) return item;
  }
  return items[items.length - 1] as number;
}

async function insertIds(orm: Orm, query: ReturnType<typeof sql>): Promise<number[]> {
  return rowsOf<{ id: number }>(await orm.execute(query)).map((row) => row.id);
}

interface Song {
  id: number;
  creator: number;
  genre: Genre;
}

interface Listener {
  userId: number;
  visible: number[];
  hidden: number[];
}

function scoresOf(top: number[], hidden: Set<number>): Scores {
  let dcg = 0;
  top.forEach((id, index) => {
    if (hidden.has(id)) dcg += 1 / Math.log2(index + 2);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(TOP, hidden.size); index++)
    ideal += 1 / Math.log2(index + 2);
  return {
    recall: top.filter((id) => hidden.has(id)).length / hidden.size,
    ndcg: ideal > 0 ? dcg / ideal : 0,
  };
}

/** The top 10 by `score` (higher first), ties by visible likes then id, none the listener likes. */
function topBy(
  songs: Song[],
  liked: Set<number>,
  score: (song: Song) => number,
  likes: Map<number, number>,
) {
  return songs
    .filter((song) => !liked.has(song.id))
    .map((song) => ({ id: song.id, score: score(song), likes: likes.get(song.id) ?? 0 }))
    .sort((a, b) => b.score - a.score || b.likes - a.likes || b.id - a.id)
    .slice(0, TOP)
    .map((entry) => entry.id);
}

/** Shares of the listener's visible likes by `key` (their genres, their creators). */
function sharesOf<K>(visible: number[], key: (id: number) => K): Map<K, number> {
  const shares = new Map<K, number>();
  for (const id of visible) shares.set(key(id), (shares.get(key(id)) ?? 0) + 1 / visible.length);
  return shares;
}

async function topOfParaTi(orm: Orm, userId: number, coLikes: boolean): Promise<number[]> {
  await orm.transaction((tx) => computeRecommendations(tx, userId, { coLikes }));
  return rowsOf<{ song_id: number }>(
    await orm.execute(sql`
      SELECT song_id FROM recommendations WHERE user_id = ${userId}
      ORDER BY position LIMIT ${TOP}`),
  ).map((row) => row.song_id);
}

/** Builds the catalogue of `seed` in `orm` (an empty database) and scores every method. */
export async function measureRecommendationQuality(
  orm: Orm,
  seed = 1,
): Promise<RecommendationQuality> {
  const random = seededRandom(seed);
  const songs: Song[] = [];
  const creators: { id: number; genre: Genre }[] = [];
  for (const genre of GENRES) {
    for (let c = 0; c < CREATORS_PER_GENRE; c++) {
      const [creator] = await insertIds(
        orm,
        sql`INSERT INTO credentials (email, roles)
          VALUES (${`creador-${seed}-${genre}-${c}@calidad.test`}, ARRAY['user','composer'])
          RETURNING id`,
      );
      if (creator === undefined) throw new Error('no creator');
      await orm.execute(sql`
        INSERT INTO profiles (user_id, name, last_name) VALUES (${creator}, ${`Creador ${c}`}, ${genre})`);
      creators.push({ id: creator, genre });
      const ids = await insertIds(
        orm,
        sql`INSERT INTO songs (title, gender, composers, audio, user_id)
          SELECT ${`${genre} ${c} `} || n, ${genre}, ARRAY['Autor'], '/media/audios/calidad.m4a', ${creator}
          FROM generate_series(1, ${SONGS_PER_CREATOR}) AS n RETURNING id`,
      );
      for (const id of ids) songs.push({ id, creator, genre });
    }
  }
  const songById = new Map(songs.map((song) => [song.id, song]));
  // Zipf popularity over a random order of the songs.
  const popularity = new Map(
    shuffled(random, songs).map((song, rank) => [song.id, 1 / (rank + 1)]),
  );
  const allIds = songs.map((song) => song.id);

  // Scenes: eight creators from at least four genres, and a part of each one's songs.
  const scenes: number[][] = [];
  for (let s = 0; s < SCENES; s++) {
    let picked: typeof creators = [];
    do picked = shuffled(random, creators).slice(0, CREATORS_PER_SCENE);
    while (new Set(picked.map((creator) => creator.genre)).size < 4);
    const members = new Set(picked.map((creator) => creator.id));
    scenes.push(
      songs
        .filter((song) => members.has(song.creator))
        .filter(() => random() < SCENE_SONG_SHARE)
        .map((song) => song.id),
    );
  }

  const listeners: Listener[] = [];
  for (let l = 0; l < LISTENERS; l++) {
    const own = shuffled(random, scenes)
      .slice(0, random() < 0.7 ? 1 : 2)
      .flat();
    const size = 5 + Math.floor(55 * random() ** 2);
    const likes: number[] = [];
    const taken = new Set<number>();
    while (likes.length < size) {
      const id =
        random() < POPULARITY_ONLY
          ? weightedPick(random, allIds, (song) => popularity.get(song) ?? 0)
          : weightedPick(random, own, (song) => Math.sqrt(popularity.get(song) ?? 0));
      if (taken.has(id)) continue;
      taken.add(id);
      likes.push(id);
    }
    const hiddenCount = Math.max(1, Math.round(size * HIDDEN_SHARE));
    const [userId] = await insertIds(
      orm,
      sql`INSERT INTO credentials (email, roles) VALUES (${`oyente-${seed}-${l}@calidad.test`}, ARRAY['user'])
        RETURNING id`,
    );
    if (userId === undefined) throw new Error('no listener');
    // Likes in the order they were made: the latest are the ones kept back.
    listeners.push({
      userId,
      visible: likes.slice(0, size - hiddenCount),
      hidden: likes.slice(size - hiddenCount),
    });
  }
  // Everyone's visible likes go in first, as they would have over time, then each list is made.
  for (const listener of listeners) {
    await orm.execute(sql`
      WITH lib AS (INSERT INTO libraries (user_id) VALUES (${listener.userId}) RETURNING id)
      INSERT INTO library_songs (library_id, song_id)
      SELECT lib.id, song FROM lib, unnest(${`{${listener.visible.join(',')}}`}::int[]) AS song`);
  }
  const likes = new Map<number, number>();
  for (const listener of listeners)
    for (const id of listener.visible) likes.set(id, (likes.get(id) ?? 0) + 1);

  const perListener = Object.fromEntries(
    METHODS.map((method) => [method, []]),
  ) as unknown as Record<Method, Scores[]>;
  for (const listener of listeners) {
    const hidden = new Set(listener.hidden);
    const liked = new Set(listener.visible);
    const genreShare = sharesOf(listener.visible, (id) => songById.get(id)?.genre);
    const creatorShare = sharesOf(listener.visible, (id) => songById.get(id)?.creator);
    const count = (song: Song) => likes.get(song.id) ?? 0;
    const tops: Record<Method, number[]> = {
      paraTi: await topOfParaTi(orm, listener.userId, true),
      sinCoLikes: await topOfParaTi(orm, listener.userId, false),
      random: shuffled(
        random,
        allIds.filter((id) => !liked.has(id)),
      ).slice(0, TOP),
      popularity: topBy(songs, liked, count, likes),
      genrePopularity: topBy(
        songs,
        liked,
        (song) => (genreShare.get(song.genre) ?? 0) * (count(song) + 1),
        likes,
      ),
      creatorPopularity: topBy(
        songs,
        liked,
        (song) => (creatorShare.get(song.creator) ?? 0) * (count(song) + 1),
        likes,
      ),
    };
    for (const method of METHODS) perListener[method].push(scoresOf(tops[method], hidden));
  }
  return { seed, listeners: LISTENERS, songs: songs.length, perListener };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export type Metric = keyof Scores;

export function meanOf(quality: RecommendationQuality, method: Method, metric: Metric): number {
  return mean(quality.perListener[method].map((scores) => scores[metric]));
}

/** The baseline with the highest mean on `metric`. */
export function bestBaseline(quality: RecommendationQuality, metric: Metric): Method {
  return BASELINES.reduce((best, method) =>
    meanOf(quality, method, metric) > meanOf(quality, best, metric) ? method : best,
  );
}

/**
 * 'Para ti' over `other` on `metric`: the ratio of means, with its 95 % interval from resampling
 * the listeners (the same resample for both sides).
 */
export function ratioWithInterval(
  quality: RecommendationQuality,
  other: Method,
  metric: Metric,
  seed = 7,
): { ratio: number; low: number; high: number } {
  const ours = quality.perListener.paraTi.map((scores) => scores[metric]);
  const theirs = quality.perListener[other].map((scores) => scores[metric]);
  const random = seededRandom(seed);
  const ratios: number[] = [];
  for (let round = 0; round < BOOTSTRAP_ROUNDS; round++) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < ours.length; i++) {
      const pick = Math.floor(random() * ours.length);
      a += ours[pick] ?? 0;
      b += theirs[pick] ?? 0;
    }
    ratios.push(b > 0 ? a / b : Number.POSITIVE_INFINITY);
  }
  ratios.sort((x, y) => x - y);
  return {
    ratio: mean(ours) / mean(theirs),
    low: ratios[Math.floor(BOOTSTRAP_ROUNDS * 0.025)] ?? 0,
    high: ratios[Math.floor(BOOTSTRAP_ROUNDS * 0.975)] ?? 0,
  };
}

const METHOD_NAMES: Record<Method, string> = {
  paraTi: 'Para ti',
  sinCoLikes: 'Para ti sin co-likes',
  random: 'al azar',
  popularity: 'popularidad',
  genrePopularity: 'popularidad del género',
  creatorPopularity: 'popularidad del creador',
};

export function describeQuality(quality: RecommendationQuality): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const lines = [
    `  semilla ${quality.seed}: ${quality.listeners} oyentes, ${quality.songs} canciones, bibliotecas de 5–60, el último 20 % escondido`,
    `  ${'método'.padEnd(26)} recall@10   nDCG@10`,
  ];
  for (const method of METHODS) {
    lines.push(
      `  ${METHOD_NAMES[method].padEnd(26)} ${percent(meanOf(quality, method, 'recall')).padStart(9)} ${percent(meanOf(quality, method, 'ndcg')).padStart(9)}`,
    );
  }
  for (const metric of ['recall', 'ndcg'] as const) {
    const best = bestBaseline(quality, metric);
    const { ratio, low, high } = ratioWithInterval(quality, best, metric);
    lines.push(
      `  ${metric === 'recall' ? 'recall@10' : 'nDCG@10'}: Para ti / ${METHOD_NAMES[best]} = ${ratio.toFixed(2)}× (IC 95 % ${low.toFixed(2)}–${high.toFixed(2)}; meta ≥ 1.2×)`,
    );
  }
  return lines;
}
