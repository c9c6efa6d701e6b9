// Cost that grows with the catalogue: every request a page makes, timed on
// PostgreSQL at size S (10k songs) and L (1M songs, 5M likes), one connection, p50 and p99, side
// by side; and, while each runs, the waits of a liveness probe asked every 10 ms: a request that
// blocks the server's event loop shows there even when its own time looks fine. The verdict reads
// the probe's p99 wait; its longest is printed beside it with the probe's own floor (the probe
// alone, nothing else asked), since on a shared machine one scheduling hiccup makes a maximum.
// Run alone: `node --import tsx scripts/bench/catalogue-growth.ts` (SIZES=S or SIZES=L for one;
// GROWTH_PG_URL=… times a database loadCatalogue filled before, as L, without loading it again).

import { sql } from 'drizzle-orm';
import { LIBRARY_PAGE } from '../../domain/library';
import { openPostgres } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { computeRecommendations } from '../../server/features/recommendations/service';
import { digestOf } from '../../server/features/subsonic/app-passwords';
import { startTempPostgres } from '../lib/temp-postgres.mjs';
import { describeFanout, type FanoutFigure, measurePushFanout } from './push-fanout';
import {
  BENCH_SUBSONIC_KEY,
  BENCH_TOKENS,
  CATALOGUE_SIZES,
  type CatalogueSize,
  checkCatalogueCounts,
  FOLLOWED_CREATORS,
  findLoadedCatalogue,
  HEAVY_LIBRARY_LIKES,
  LONG_PLAYLIST_SONGS,
  type LoadedCatalogue,
  loadCatalogue,
  PRIVATE_ONLY_TERM,
} from './scale-data';
import { startServer } from './server-process';

/** Each request is asked this many times, or for this long, whichever ends first. */
const SAMPLES = 100;
const SECONDS_PER_REQUEST = 12;
/** The budgets at L (docs/architecture.md, "At a million songs"): every request p99 ≤ 100 ms, /live waits p99 ≤ 50 ms. */
export const GROWTH_BUDGETS = { p99Ms: 100, stallMs: 50 } as const;

interface Case {
  label: string;
  path: (loaded: LoadedCatalogue) => string;
  as?: keyof typeof BENCH_TOKENS;
}

/** A request of the Subsonic API (docs/product.md "Aplicaciones externas") by the heavy listener. */
const subsonic = (method: string, query: string) =>
  `/rest/${method}.view?v=1.16.1&c=bench&f=json&apiKey=${BENCH_SUBSONIC_KEY}&${query}`;

const ALL_CASES: Case[] = [
  { label: "inicio: 'Canciones Recomendadas'", path: () => '/api/v1/songs?sort=random&limit=10' },
  { label: "inicio: 'Creadores Sugeridos'", path: () => '/api/v1/creator_statistics?limit=5' },
  { label: "inicio: 'Las mas votadas'", path: () => '/api/v1/songs?sort=top&limit=10' },
  { label: "inicio: 'Recién subidas'", path: () => '/api/v1/songs?sort=recent&limit=10' },
  {
    label: "inicio: 'Música de Temporada'",
    path: () => '/api/v1/playlistsFromRepertoireByAdmin?limit=10',
  },
  { label: 'canción: GET /songs/{id}', path: (l) => `/api/v1/songs/${l.songId}` },
  { label: 'canción: página servida', path: (l) => `/Artist/${l.songId}` },
  {
    label: 'sugerencias, término raro',
    path: () => `/api/v1/search/suggestions?q=${PRIVATE_ONLY_TERM}`,
  },
  // A common two-letter term: thousands of creators and songs match it.
  { label: 'resultados, término común', path: () => '/api/v1/search?q=ma&limit=12' },
  {
    label: 'resultados, término raro',
    path: () => `/api/v1/search?q=${PRIVATE_ONLY_TERM}&limit=12`,
  },
  // Typing a credit on the upload form. 'oyente n' is a prefix 100k listeners share
  // (none a creator), 'ma' one thousands of creators and listeners share.
  {
    label: 'subir: crédito, prefijo de oyentes',
    path: () => '/api/v1/composers/suggest?name=oyente%20n',
  },
  { label: 'subir: crédito, prefijo común', path: () => '/api/v1/composers/suggest?name=ma' },
  // The advanced search as its screen sends it: a rare title term and a composer term too short
  // for the trigram index, which walked every song (1.3 s at L).
  {
    label: 'avanzada: título raro y compositor',
    path: () =>
      `/api/v1/search/advanced?field1=titulo&value1=${PRIVATE_ONLY_TERM}&field2=compositor&value2=ma&limit=30&offset=0`,
  },
  // 'Canciones Subidas' at 4 a page (spec section 9): the last page, and one in the middle.
  {
    label: 'admin: canciones, última página',
    path: (l) => `/api/v1/songsAdmin?limit=4&offset=${l.songCount - 4}`,
    as: 'admin',
  },
  {
    label: 'admin: canciones, página del medio',
    path: (l) => `/api/v1/songsAdmin?limit=4&offset=${Math.floor(l.songCount / 2)}`,
    as: 'admin',
  },
  {
    label: 'admin: buscar personas por nombre',
    path: () => '/api/v1/users/?q=mej&limit=20',
    as: 'admin',
  },
  {
    label: 'admin: administradores',
    path: () => '/api/v1/users/?role=admin&limit=20',
    as: 'admin',
  },
  {
    label: 'admin: qué se va con una cuenta',
    path: (l) => `/api/v1/users/${l.heavyListenerId}/deletion-summary`,
    as: 'admin',
  },
  { label: 'admin: estadísticas', path: () => '/api/v1/statistics', as: 'admin' },
  // The creator studio (bar: p99 ≤ 200 ms at 20M plays): the busiest creator's 90 days.
  {
    label: 'estudio: 90 días, todas',
    path: () => '/api/v1/studio/stats?days=90',
    as: 'studioCreator',
  },
  {
    label: 'estudio: 90 días, una canción',
    path: (l) => `/api/v1/studio/stats?days=90&song_id=${l.studioSongId}`,
    as: 'studioCreator',
  },
  {
    label: 'admin: usuarios, primera página',
    path: () => '/api/v1/users/?limit=4&offset=0',
    as: 'admin',
  },
  {
    label: 'admin: usuarios, última página',
    path: () => '/api/v1/users/?limit=4&offset=100000',
    as: 'admin',
  },
  {
    label: `biblioteca (${HEAVY_LIBRARY_LIKES}), página de ${LIBRARY_PAGE.default}`,
    path: (l) => `/api/v1/libraries/${l.heavyListenerId}`,
    as: 'heavyListener',
  },
  {
    label: 'biblioteca, una página más adentro',
    path: (l) => `/api/v1/libraries/${l.heavyListenerId}?since=${HEAVY_LIBRARY_LIKES / 2}`,
    as: 'heavyListener',
  },
  {
    label: `playlist de ${LONG_PLAYLIST_SONGS} canciones`,
    path: (l) => `/api/v1/playlists/${l.longPlaylistId}`,
  },
  // Following (docs/product.md "Seguir y Novedades"): a listener who follows 1,000 creators, and
  // a creator 100k people follow.
  {
    label: `'Novedades', sigue a ${FOLLOWED_CREATORS}`,
    path: () => '/api/v1/novedades?limit=30&offset=0',
    as: 'heavyListener',
  },
  {
    label: 'perfil: 100.000 seguidores',
    path: (l) => `/api/v1/follows/${l.studioCreatorId}`,
    as: 'heavyListener',
  },
  {
    label: 'campana: seguidores nuevos, un día',
    path: () =>
      `/api/v1/follows/new-followers?after=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`,
    as: 'studioCreator',
  },
  {
    label: "inicio: 'Para ti' (lista ya hecha)",
    path: () => '/api/v1/recommendations',
    as: 'heavyListener',
  }, // What a Subsonic player asks most: searching, its home's album lists, an artist's page.
  { label: 'subsonic: search3, término común', path: () => subsonic('search3', 'query=ma') },
  {
    label: 'subsonic: search3, término raro',
    path: () => subsonic('search3', `query=${PRIVATE_ONLY_TERM}`),
  },
  {
    label: 'subsonic: getAlbumList2 newest',
    path: () => subsonic('getAlbumList2', 'type=newest&size=20'),
  },
  {
    label: 'subsonic: getAlbumList2 alfabética, p. 100',
    path: () => subsonic('getAlbumList2', 'type=alphabeticalByName&size=20&offset=2000'),
  },
  {
    // How a player syncs every album: 500 at a time by offset; at L (45,001 albums a listener may
    // hear) this is the last full page.
    label: 'subsonic: getAlbumList2 alfabética, 500 desde 44.500',
    path: () => subsonic('getAlbumList2', 'type=alphabeticalByName&size=500&offset=44500'),
  },
  {
    label: 'subsonic: getAlbumList2 random',
    path: () => subsonic('getAlbumList2', 'type=random&size=20'),
  },
  {
    label: 'subsonic: getArtist, el creador mayor',
    path: (l) => subsonic('getArtist', `id=ar-${l.studioCreatorId}`),
  },
];

/** GROWTH_ONLY=a,b times only the rows whose label holds one of them (one area, quickly). */
const ONLY = process.env.GROWTH_ONLY?.split(',') ?? [];
const CASES = ALL_CASES.filter(
  (one) => ONLY.length === 0 || ONLY.some((part) => one.label.includes(part)),
);

export interface GrowthFigure {
  label: string;
  p50Ms: number;
  p99Ms: number;
  /** The liveness probe's waits while the request ran: p99, and the longest. */
  stallMs: number;
  longestStallMs: number;
  status: number;
  kilobytes: number;
}

function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

/** How long /health/live took to answer, asked every 10 ms while `work` runs: p99 and longest. */
async function liveWaits(
  url: string,
  work: () => Promise<void>,
): Promise<{ p99Ms: number; longestMs: number }> {
  let running = true;
  const waits: number[] = [];
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/v1/health/live`).then((res) => res.arrayBuffer());
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await probe;
  }
  waits.sort((a, b) => a - b);
  return { p99Ms: percentile(waits, 0.99), longestMs: Math.round(waits.at(-1) ?? 0) };
}

/** The probe's floor: its waits with nothing else asked, for as long as a row runs. */
async function quietLiveWaits(url: string): Promise<{ p99Ms: number; longestMs: number }> {
  return liveWaits(url, () => new Promise((resolve) => setTimeout(resolve, 5_000)));
}

async function timeCase(url: string, path: string, cookie?: string): Promise<GrowthFigure> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (cookie) headers.cookie = `tambora_session=${cookie}`;
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  // One unmeasured request first: plans and caches warm as they would on a running server.
  await fetch(`${url}${path}`, { headers }).then((res) => res.arrayBuffer());
  const waits = await liveWaits(url, async () => {
    const deadline = performance.now() + SECONDS_PER_REQUEST * 1000;
    while (times.length < SAMPLES && performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, { headers });
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      status = res.status;
    }
  });
  times.sort((a, b) => a - b);
  return {
    label: '',
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    stallMs: waits.p99Ms,
    longestStallMs: waits.longestMs,
    status,
    kilobytes: Math.round(bytes / 100) / 10,
  };
}

async function loadInto(url: string, size: CatalogueSize): Promise<LoadedCatalogue> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
    const started = Date.now();
    const loaded = await db.rawTransaction((session) => loadCatalogue(session, size));
    const counted = await db.rawTransaction((session) => checkCatalogueCounts(session, size));
    console.log(
      `[${size.label}] ${counted}, contados tras cargar en ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return loaded;
  } finally {
    await db.close();
  }
}

/**
 * Makes the heavy listener's 'Para ti' list as the refresher would, and says how long it took:
 * the work done ahead of time, so their request (a case below) only reads it.
 */
async function makeForYouList(url: string, loaded: LoadedCatalogue): Promise<void> {
  const db = await openPostgres(url);
  try {
    const started = performance.now();
    await db.orm.transaction((tx) => computeRecommendations(tx, loaded.heavyListenerId));
    console.log(
      `'Para ti' del oyente con ${HEAVY_LIBRARY_LIKES} me gusta, hecha de antemano en ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await db.close();
  }
}

/** Times every case against the real server on `url`, loaded as `loaded` says. */
interface GrowthRun {
  figures: GrowthFigure[];
  /** The probe alone on the same server: what a wait is made of when no request blocks. */
  floor: { p99Ms: number; longestMs: number };
  /** The busiest creator's release told to their followers' devices, the API asked meanwhile. */
  /** Null when GROWTH_ONLY left it out. */
  fanout: FanoutFigure | null;
}

async function measureDatabase(url: string, loaded: LoadedCatalogue): Promise<GrowthRun> {
  await makeForYouList(url, loaded);
  const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
  try {
    await addBenchApiKey(url, loaded.heavyListenerId);
    const floor = await quietLiveWaits(server.url);
    const figures: GrowthFigure[] = [];
    for (const one of CASES) {
      const figure = await timeCase(
        server.url,
        one.path(loaded),
        one.as ? BENCH_TOKENS[one.as] : undefined,
      );
      figures.push({ ...figure, label: one.label });
    }
    const fanout = process.env.GROWTH_ONLY
      ? null
      : await measurePushFanout(
          url,
          server.url,
          loaded.studioCreatorId,
          '/api/v1/songs?sort=recent&limit=10',
        );
    return { figures, floor, fanout };
  } finally {
    await server.stop();
  }
}

/** The heavy listener's app password, usable as an API key (the server migrated the table). */
async function addBenchApiKey(url: string, userId: number): Promise<void> {
  const db = await openPostgres(url);
  try {
    await db.orm.execute(sql`
      INSERT INTO app_passwords (user_id, name, sealed, digest)
      VALUES (${userId}, 'bench', 'sin-sellar', ${digestOf(BENCH_SUBSONIC_KEY)})
      ON CONFLICT (digest) DO NOTHING`);
  } finally {
    await db.close();
  }
}

/** Times every case at one size on a fresh PostgreSQL. */
export async function measureAtSize(size: CatalogueSize): Promise<GrowthRun> {
  const temp = await startTempPostgres();
  try {
    return await measureDatabase(temp.url, await loadInto(temp.url, size));
  } finally {
    temp.stop();
  }
}

const cell = (f: GrowthFigure | undefined) =>
  f ? `${f.p50Ms} (${f.p99Ms})`.padStart(15) : '—'.padStart(15);

export function describeGrowth(small: GrowthRun | null, large: GrowthRun | null): string[] {
  const lines = [
    `${'petición'.padEnd(38)} ${'S p50 (p99)'.padStart(15)} ${'L p50 (p99)'.padStart(15)}  crece  /live en L p99 (máx.)  KB`,
  ];
  for (const [index, one] of CASES.entries()) {
    const s = small?.figures[index];
    const l = large?.figures[index];
    const growth = s && l ? `${(l.p99Ms / Math.max(1, s.p99Ms)).toFixed(1)}×` : '—';
    const verdict = l
      ? l.status === 200 && l.p99Ms <= GROWTH_BUDGETS.p99Ms && l.stallMs <= GROWTH_BUDGETS.stallMs
        ? 'sí'
        : 'NO'
      : '';
    const statuses = [s?.status, l?.status].filter((code) => code !== undefined && code !== 200);
    lines.push(
      `${one.label.padEnd(38)} ${cell(s)} ${cell(l)}  ${growth.padStart(5)}  ${(l ? `${l.stallMs} (${l.longestStallMs})` : '—').padStart(12)} ms ${verdict.padStart(3)}  ` +
        `${l?.kilobytes ?? s?.kilobytes}${statuses.length ? ` (estado ${statuses.join('/')})` : ''}`,
    );
  }
  const floor = large?.floor ?? small?.floor;
  if (floor)
    lines.push(
      `Suelo del sondeo (/live solo, nada más pedido): p99 ${floor.p99Ms} ms, máx. ${floor.longestMs} ms.`,
    );
  lines.push(
    `Objetivo en L: respuesta 200, p99 ≤ ${GROWTH_BUDGETS.p99Ms} ms y esperas de /live p99 ≤ ${GROWTH_BUDGETS.stallMs} ms ('sí'/'NO').`,
  );
  for (const [label, run] of [
    ['S', small],
    ['L', large],
  ] as const) {
    if (run?.fanout)
      for (const line of describeFanout(run.fanout)) lines.push(`[${label}] ${line}`);
  }
  return lines;
}

/** The growth section of `npm run bench`. */
export async function runGrowthBench(sizes = process.env.SIZES ?? 'S,L') {
  console.log(
    `\n== Coste que crece con el catálogo (PostgreSQL, 1 conexión, ms; hasta ${SAMPLES} peticiones o ${SECONDS_PER_REQUEST} s por fila)`,
  );
  const small = sizes.includes('S') ? await measureAtSize(CATALOGUE_SIZES.S) : null;
  const kept = process.env.GROWTH_PG_URL;
  const large = kept
    ? await measureDatabase(kept, await findLoadedCatalogue(kept))
    : sizes.includes('L')
      ? await measureAtSize(CATALOGUE_SIZES.L)
      : null;
  for (const line of describeGrowth(small, large)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runGrowthBench();
}
