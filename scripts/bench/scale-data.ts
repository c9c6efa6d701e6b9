// A catalogue at a given size for the growth benchmark: the search bench's songs
// and composers, plus listeners with libraries, plays, one heavy listener, a long playlist, a
// seasonal row and a term whose matches are all private. Loaded with generate_series, so a
// million songs and five million likes take minutes, not hours.
import { openPostgres, type SqlSession } from '../../server/db/database';
import { hashToken } from '../../server/features/auth/tokens';
import { loadSearchCatalogue, type SearchCatalogueSize } from './search-data';

export interface CatalogueSize extends SearchCatalogueSize {
  label: string;
  listeners: number;
  /** Library rows spread over the listeners (the heavy listener's come on top). */
  likes: number;
}

/** The bench's sizes: S, and L with a million songs and five million likes. */
export const CATALOGUE_SIZES = {
  S: { label: 'S', songs: 10_000, composers: 300, playlists: 500, listeners: 1_000, likes: 50_000 },
  L: {
    label: 'L',
    songs: 1_000_000,
    composers: 30_000,
    playlists: 50_000,
    listeners: 100_000,
    likes: 5_000_000,
  },
} as const satisfies Record<string, CatalogueSize>;

/**
 * The step between one listener's songs: each of a listener's likes (likes ÷ listeners of them)
 * lands on its own song as long as a step times that count stays within the catalogue.
 */
function likeStride(size: CatalogueSize): number {
  const perListener = Math.ceil(size.likes / size.listeners);
  return Math.floor(size.songs / perListener) - 1;
}

/** The rows a loaded catalogue has, to print beside its size: a loader that drops rows shows. */
export async function checkCatalogueCounts(
  session: SqlSession,
  size: CatalogueSize,
): Promise<string> {
  const counts = await one<{ songs: number; likes: number; listeners: number }>(
    session,
    `SELECT (SELECT count(*) FROM songs)::int AS songs,
      (SELECT count(*) FROM library_songs)::int AS likes,
      (SELECT count(*) FROM credentials WHERE email LIKE 'oyente%@bench.test')::int AS listeners`,
  );
  const likes = size.likes + HEAVY_LIBRARY_LIKES;
  if (
    counts.songs !== size.songs ||
    counts.likes !== likes ||
    counts.listeners !== size.listeners
  ) {
    throw new Error(
      `[${size.label}] carga incompleta: ${JSON.stringify(counts)}, se esperaban ${size.songs} canciones, ${likes} me gusta, ${size.listeners} oyentes`,
    );
  }
  return `${counts.songs} canciones, ${counts.likes} me gusta (${HEAVY_LIBRARY_LIKES} del oyente pesado), ${counts.listeners} oyentes`;
}

/** The heavy listener holds this many songs in the library. */
export const HEAVY_LIBRARY_LIKES = 5_000;
/** The long playlist's length. */
export const LONG_PLAYLIST_SONGS = 500;
/**
 * One private song in twenty starts with 'Zafiroquel', and no public one: the planner expects
 * matches and walks the most liked songs, where there are none ('amor').
 */
export const PRIVATE_ONLY_TERM = 'zafi';
/** Session tokens the bench sends as cookies (stored hashed, like every session). */
/** The heavy listener's app password, sent as an OpenSubsonic API key. */
export const BENCH_SUBSONIC_KEY = 'bench-subsonic-key-00000000000000';

export const BENCH_TOKENS = {
  admin: 'bench-admin-token-0000000000000000000000000',
  heavyListener: 'bench-heavy-listener-token-0000000000000000',
  studioCreator: 'bench-studio-creator-token-0000000000000000',
} as const;

/**
 * The creator studio: one song in this many belongs to the busiest creator
 * (400 songs at L), whose every song has a row for each of the 90 days.
 */
const STUDIO_SONG_EVERY = 2_500;

export interface LoadedCatalogue {
  adminId: number;
  heavyListenerId: number;
  longPlaylistId: number;
  /** A public song with a registered composer among its credits. */
  songId: number;
  /** The busiest creator of the studio, and one of their songs. */
  studioCreatorId: number;
  studioSongId: number;
  /** How many songs there are, private ones included (the admin's list pages through all). */
  songCount: number;
}

const SONG_COUNT = 'SELECT count(*)::int AS n FROM songs';

/** The song the song-page requests ask for: the most liked public one. */
const TOP_PUBLIC_SONG =
  'SELECT id FROM songs WHERE visibility ORDER BY likes DESC, id DESC LIMIT 1';

/**
 * The songs `ids` selects made as an upload leaves them once processed: a rendition, the
 * waveform's 200 peaks and about a kilobyte of lyrics. The loaded catalogue has none of these;
 * a list that reads them by mistake costs its real price only on songs like these.
 */
function finishedSongs(ids: string): string {
  return `UPDATE songs SET audio_status = 'ready',
      audio_rendition = '/media/audios/bench-' || id || '.m4a',
      waveform = ARRAY(SELECT round((0.2 + 0.8 * abs(sin(id + n)))::numeric, 3)::real
        FROM generate_series(1, 200) AS n),
      letter = repeat('Verso de la canción ' || id || E', que se canta en el coro\n', 24)
    WHERE id IN (${ids});`;
}

async function one<Row>(session: SqlSession, text: string): Promise<Row> {
  const [row] = await session.query<Row>(text);
  return row;
}

export async function loadCatalogue(
  session: SqlSession,
  size: CatalogueSize,
): Promise<LoadedCatalogue> {
  // Bulk rows skip the row triggers (replica role): the likes counters are the generated ones,
  // and the counts kept per owner and for the admin are rebuilt once at the end (migration 0016).
  await session.exec('SET session_replication_role = replica;');
  await loadSearchCatalogue(session, size);
  const listenersFrom = await one<{ next: number }>(
    session,
    'SELECT max(id) + 1 AS next FROM credentials',
  );
  await session.exec(`
    INSERT INTO credentials (email, roles, created_at)
    SELECT 'oyente' || n || '@bench.test', ARRAY['user']::text[], now() - make_interval(mins => n)
    FROM generate_series(1, ${size.listeners}) AS n;
    INSERT INTO profiles (user_id, name, last_name)
    SELECT id, 'Oyente', 'Número ' || id FROM credentials WHERE id >= ${listenersFrom.next};
    INSERT INTO libraries (user_id) SELECT id FROM credentials WHERE id >= ${listenersFrom.next};
    -- Like k is listener k mod n's like number k div n: its song is spread over the catalogue by
    -- the listener, then stepped by a stride larger than a library, so no library likes a song
    -- twice and every like of the size is a row (checkCatalogueCounts says so).
    INSERT INTO library_songs (library_id, song_id, added_at, version)
    SELECT 1 + (k % ${size.listeners}),
      1 + (((k % ${size.listeners})::bigint * 2654435761 + (k / ${size.listeners}) * ${likeStride(size)}) % ${size.songs}),
      now() - make_interval(mins => k % 100000), k
    FROM generate_series(0, ${size.likes - 1}) AS k;
    UPDATE songs SET title = 'Zafiroquel ' || title WHERE NOT visibility AND id % 20 = 0;
  `);
  const admin = await one<{ id: number }>(
    session,
    `INSERT INTO credentials (email, roles) VALUES ('admin@bench.test', ARRAY['user','admin'])
     RETURNING id`,
  );
  const heavy = await one<{ id: number }>(
    session,
    `INSERT INTO credentials (email, roles) VALUES ('pesado@bench.test', ARRAY['user'])
     RETURNING id`,
  );
  await session.exec(`
    INSERT INTO profiles (user_id, name, last_name) VALUES
      (${admin.id}, 'Admin', 'Bench'), (${heavy.id}, 'Oyente', 'Pesado');
    INSERT INTO libraries (user_id) VALUES (${heavy.id});
    INSERT INTO library_songs (library_id, song_id, added_at, version)
    SELECT (SELECT id FROM libraries WHERE user_id = ${heavy.id}), s, now() - make_interval(mins => s), s
    FROM generate_series(1, ${HEAVY_LIBRARY_LIKES}) AS s;
    INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
      ('${hashToken(BENCH_TOKENS.admin)}', ${admin.id}, now() + interval '30 days'),
      ('${hashToken(BENCH_TOKENS.heavyListener)}', ${heavy.id}, now() + interval '30 days');
    INSERT INTO playlists (name, public, is_from_repertoire, user_id)
    SELECT 'Temporada ' || n, true, true, ${admin.id} FROM generate_series(1, 12) AS n;
  `);
  const playlist = await one<{ id: number }>(
    session,
    `INSERT INTO playlists (name, public, user_id) VALUES ('Quinientas', true, ${heavy.id})
     RETURNING id`,
  );
  const studio = await loadStudioRollups(session);
  await loadFollows(session, heavy.id, studio.studioCreatorId);
  await loadAlbums(session, size);
  await session.exec(`
    INSERT INTO playlist_songs (playlist_id, song_id, position)
    SELECT ${playlist.id}, id, row_number() OVER (ORDER BY id) - 1
    FROM (SELECT id FROM songs WHERE visibility ORDER BY id LIMIT ${LONG_PLAYLIST_SONGS}) AS s;
    ${finishedSongs(`SELECT song_id FROM playlist_songs WHERE playlist_id = ${playlist.id}`)}
    UPDATE libraries SET version = counted.version
    FROM (SELECT library_id, max(version) AS version FROM library_songs GROUP BY library_id) AS counted
    WHERE counted.library_id = libraries.id;
    SET session_replication_role = DEFAULT;
    SELECT public.refresh_owner_song_counts();
    SELECT public.refresh_song_day_counts();
    SELECT public.refresh_playlist_public_songs();
    -- Songs liked together ('Para ti'), which the skipped triggers keep: each library's 10 latest
    -- likes paired (the trigger pairs 50; at L that would be 250 million rows to load). A list is
    -- made from each seed's 40 strongest pairs, an index range whatever the table's size.
    WITH recent AS (
      SELECT library_id, song_id FROM (
        SELECT library_id, song_id,
          row_number() OVER (PARTITION BY library_id ORDER BY version DESC) AS n
        FROM library_songs
      ) AS numbered WHERE n <= 10
    )
    INSERT INTO song_pairs (song_id, other_id, together)
    SELECT a.song_id, b.song_id, count(*)
    FROM recent a JOIN recent b ON a.library_id = b.library_id AND a.song_id <> b.song_id
    GROUP BY a.song_id, b.song_id;
    SELECT public.refresh_kept_counts();
  `);
  await session.exec('ANALYZE;');
  const song = await one<{ id: number }>(session, TOP_PUBLIC_SONG);
  return {
    songCount: (await one<{ n: number }>(session, SONG_COUNT)).n,
    adminId: admin.id,
    heavyListenerId: heavy.id,
    longPlaylistId: playlist.id,
    songId: song.id,
    ...studio,
  };
}

/**
 * The studio's daily rollups as 20 million plays over 90 days leave them at L (about 4 million
 * song-days, a creator's day for each): each song plays on one day in 23, 1 to 9 times; the
 * busiest creator's 400 songs play every day. Written straight, as the row triggers are off.
 */
async function loadStudioRollups(
  session: SqlSession,
): Promise<{ studioCreatorId: number; studioSongId: number }> {
  const creator = await one<{ id: number }>(
    session,
    `INSERT INTO credentials (email, roles) VALUES ('estudio@bench.test', ARRAY['composer'])
     RETURNING id`,
  );
  await session.exec(`
    INSERT INTO profiles (user_id, name, last_name) VALUES (${creator.id}, 'Creadora', 'Ocupada');
    INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
      ('${hashToken(BENCH_TOKENS.studioCreator)}', ${creator.id}, now() + interval '30 days');
    UPDATE songs SET user_id = ${creator.id} WHERE id % ${STUDIO_SONG_EVERY} = 7;
    INSERT INTO song_daily_stats (song_id, day, owner_id, plays, tracked, past_half, listeners,
      likes, playlist_adds, from_home, from_search, from_queue)
    SELECT s.id, public.f_tambora_day(now()) - d, s.user_id, p, p, p / 2, (p + 1) / 2, p / 4,
      p / 8, p / 2, p / 4, p - p / 2 - p / 4
    FROM songs s
    CROSS JOIN generate_series(0, 89) AS d
    CROSS JOIN LATERAL (SELECT 1 + ((s.id * 7 + d * 13) % 9) AS p) AS plays
    WHERE (s.id + d) % 23 = 0 OR s.user_id = ${creator.id};
    INSERT INTO creator_daily_stats (owner_id, day, plays, tracked, past_half, listeners, likes,
      playlist_adds, from_home, from_search, from_queue)
    SELECT owner_id, day, sum(plays), sum(tracked), sum(past_half), sum(listeners), sum(likes),
      sum(playlist_adds), sum(from_home), sum(from_search), sum(from_queue)
    FROM song_daily_stats GROUP BY owner_id, day;
  `);
  const song = await one<{ id: number }>(
    session,
    `SELECT id FROM songs WHERE user_id = ${creator.id} ORDER BY id LIMIT 1`,
  );
  return { studioCreatorId: creator.id, studioSongId: song.id };
}

/** How many creators the heavy listener follows ('Novedades' merges each one's newest songs). */
export const FOLLOWED_CREATORS = 1_000;

/**
 * Follows as a large following leaves them: the heavy listener follows the first 1,000 creators,
 * and every bench listener follows the busiest creator (100k followers at L), over 100 days.
 * Written while the row triggers are off; the counts are rebuilt after.
 */
export async function loadFollows(
  session: SqlSession,
  heavyListenerId: number,
  creatorId: number,
): Promise<void> {
  await session.exec(`
    INSERT INTO follows (follower_id, creator_id, created_at)
    SELECT ${heavyListenerId}, id, now() - make_interval(mins => id % 10000)
    FROM credentials WHERE roles @> '{composer}' AND id <> ${heavyListenerId}
    ORDER BY id LIMIT ${FOLLOWED_CREATORS}
    ON CONFLICT DO NOTHING;
    INSERT INTO follows (follower_id, creator_id, created_at)
    SELECT id, ${creatorId}, now() - make_interval(mins => (id * 7) % 144000)
    FROM credentials WHERE email LIKE 'oyente%@bench.test'
    ON CONFLICT DO NOTHING;
  `);
}

/** Songs in each of the creators' albums. */
const ALBUM_SONGS = 10;

/**
 * Albums as creators make them: `size.playlists` of them, spread over every creator (about two
 * each at L, so each followed creator costs 'Novedades' a real walk), nine in ten public, made
 * over 100 days, each holding its creator's first songs. Written while the row triggers are off.
 */
async function loadAlbums(session: SqlSession, size: CatalogueSize): Promise<void> {
  await session.exec(`
    WITH creators AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM credentials WHERE roles @> '{composer}'
    )
    INSERT INTO playlists (name, public, is_from_repertoire, user_id, created_at, updated_at)
    SELECT 'Álbum ' || n, n % 10 <> 0, true, ids[1 + n % array_length(ids, 1)],
      now() - make_interval(mins => n % 144000), now()
    FROM creators, generate_series(1, ${size.playlists}) AS n;
    INSERT INTO playlist_songs (playlist_id, song_id, position)
    SELECT p.id, s.id, s.position FROM playlists p
    CROSS JOIN LATERAL (
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS position FROM songs
      WHERE user_id = p.user_id ORDER BY id LIMIT ${ALBUM_SONGS}
    ) AS s
    WHERE p.name LIKE 'Álbum %' AND p.is_from_repertoire;
  `);
}

/** The ids of a catalogue loadCatalogue filled before (a kept database). */
export async function findLoadedCatalogue(url: string): Promise<LoadedCatalogue> {
  const db = await openPostgres(url);
  try {
    return await db.rawTransaction(async (session) => ({
      songCount: (await one<{ n: number }>(session, SONG_COUNT)).n,
      adminId: (await one<{ id: number }>(session, SELECT_ID_OF('admin@bench.test'))).id,
      heavyListenerId: (await one<{ id: number }>(session, SELECT_ID_OF('pesado@bench.test'))).id,
      longPlaylistId: (
        await one<{ id: number }>(session, "SELECT id FROM playlists WHERE name = 'Quinientas'")
      ).id,
      songId: (await one<{ id: number }>(session, TOP_PUBLIC_SONG)).id,
      studioCreatorId: (await one<{ id: number }>(session, SELECT_ID_OF('estudio@bench.test'))).id,
      studioSongId: (
        await one<{ id: number }>(
          session,
          `SELECT s.id FROM songs s JOIN credentials c ON c.id = s.user_id
           WHERE c.email = 'estudio@bench.test' ORDER BY s.id LIMIT 1`,
        )
      ).id,
    }));
  } finally {
    await db.close();
  }
}

const SELECT_ID_OF = (email: string) => `SELECT id FROM credentials WHERE email = '${email}'`;
