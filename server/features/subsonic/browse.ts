/**
 * Browsing (docs/architecture.md "Subsonic API"): the server's licence and extensions, creators
 * as artists, their albums and 'Sencillos', songs, genres and the lists a player's home shows.
 */
import { sql } from 'drizzle-orm';
import { GENRES } from '../../../domain/genres';
import { normalizeSearchTerm } from '../../../domain/search-fields';
import { rowsOf } from '../../db/database';
import { quickSearch } from '../search/service';
import {
  type AlbumRow,
  findAlbums,
  findArtists,
  findSongs,
  idArray,
  type SongRow,
} from './catalogue';
import { countParam, type Method, type MethodContext, notFound } from './context';
import { SUBSONIC_CODES, SubsonicError } from './envelope';
import { readId } from './ids';
import {
  albumFolder,
  albumObject,
  artistObject,
  folderArtist,
  indexLetter,
  SINGLES_NAME,
  singlesObject,
  songChild,
} from './mapping';
import type { XmlObject } from './xml';

const MUSIC_FOLDER = { id: 1, name: 'Tambora' };

/** The creator's songs outside any of their public albums. */
const OUTSIDE_ALBUMS = sql`NOT EXISTS (
  SELECT 1 FROM playlist_songs ps JOIN playlists p ON p.id = ps.playlist_id
  WHERE ps.song_id = s.id AND p.user_id = s.user_id AND p.is_from_repertoire AND p.public)`;

/** Creators by letter: as `ArtistID3` for getArtists, as folder `Artist` for getIndexes. */
async function artistIndex({ deps, viewer }: MethodContext, as: 'id3' | 'folder') {
  const artists = await findArtists(deps.db.orm, viewer, { limit: 100_000 });
  const index = new Map<string, XmlObject[]>();
  for (const artist of artists) {
    const letter = indexLetter(artist.sort_name);
    const shown = as === 'id3' ? artistObject(artist, artist.albums + 1) : folderArtist(artist);
    index.set(letter, [...(index.get(letter) ?? []), shown]);
  }
  return [...index.entries()].map(([name, artist]) => ({ name, artist }));
}

async function creatorOf(context: MethodContext, creatorId: number) {
  const [artist] = await findArtists(context.deps.db.orm, context.viewer, {
    where: sql`o.user_id = ${creatorId}`,
    limit: 1,
  });
  if (!artist) throw notFound('El artista');
  return artist;
}

const singlesOf = (context: MethodContext, creatorId: number) =>
  findSongs(context.deps.db.orm, context.viewer, {
    where: sql`s.user_id = ${creatorId} AND ${OUTSIDE_ALBUMS}`,
    order: sql`s.created_at DESC, s.id DESC`,
    limit: 1000,
  });

const albumsOf = (context: MethodContext, creatorId: number) =>
  findAlbums(context.deps.db.orm, context.viewer, {
    where: sql`p.user_id = ${creatorId}`,
    order: sql`coalesce(p.published_at, p.created_at) DESC, p.id DESC`,
    limit: 500,
  });

async function artistWithAlbums(context: MethodContext, creatorId: number) {
  const artist = await creatorOf(context, creatorId);
  const [albums, singles] = await Promise.all([
    albumsOf(context, creatorId),
    singlesOf(context, creatorId),
  ]);
  const all = albums.map(albumObject);
  if (singles.length > 0) all.push(singlesObject(artist, singles));
  return { artist, albums: all, singles, albumRows: albums };
}

/** An album's songs in the album's order, or a creator's 'Sencillos'. */
async function albumWithSongs(context: MethodContext, id: string) {
  const read = readId(id);
  if (read?.kind === 'singles') {
    const artist = await creatorOf(context, read.id);
    const songs = await singlesOf(context, read.id);
    if (songs.length === 0) throw notFound('El álbum');
    return { album: singlesObject(artist, songs), songs };
  }
  if (read?.kind !== 'album') throw notFound('El álbum');
  const [album] = await findAlbums(context.deps.db.orm, context.viewer, {
    where: sql`p.id = ${read.id}`,
    order: sql`p.id`,
    limit: 1,
  });
  if (!album) throw notFound('El álbum');
  const songs = await findSongs(context.deps.db.orm, context.viewer, {
    from: sql`playlist_songs o JOIN songs s ON s.id = o.song_id`,
    where: sql`o.playlist_id = ${read.id}`,
    order: sql`o.position, o.added_at, s.id`,
    limit: 1000,
  });
  return { album: albumObject(album), songs };
}

export async function oneSong(context: MethodContext, id: string): Promise<SongRow> {
  const read = readId(id);
  if (read?.kind !== 'song') throw notFound('La canción');
  const [song] = await findSongs(context.deps.db.orm, context.viewer, {
    where: sql`s.id = ${read.id}`,
    limit: 1,
  });
  if (!song) throw notFound('La canción');
  return song;
}

/** Public song counts by genre, kept a few minutes: a count over a million songs is a scan. */
let genreCounts: {
  at: number;
  rows: Promise<{ gender: string; songs: number; albums: number }[]>;
} | null = null;
const GENRE_COUNTS_MS = 5 * 60_000;

function countGenres(context: MethodContext) {
  if (!genreCounts || Date.now() - genreCounts.at > GENRE_COUNTS_MS) {
    const rows = context.deps.db.orm
      .execute(
        sql`SELECT gender, count(*)::int AS songs FROM songs WHERE visibility GROUP BY gender`,
      )
      .then((result) =>
        rowsOf<{ gender: string; songs: number }>(result).map((row) => ({ ...row, albums: 0 })),
      );
    genreCounts = { at: Date.now(), rows };
    rows.catch(() => {
      genreCounts = null;
    });
  }
  return genreCounts.rows;
}

const ALBUM_LISTS: Record<
  string,
  (context: MethodContext) => {
    where?: ReturnType<typeof sql>;
    order: ReturnType<typeof sql>;
    from?: ReturnType<typeof sql>;
  }
> = {
  newest: () => ({ order: sql`coalesce(p.published_at, p.created_at) DESC, p.id DESC` }),
  recent: ({ viewer }) => ({
    // The albums of the songs the person heard last, newest listen first.
    from: sql`(SELECT ps.playlist_id, max(rl.played_at) AS heard FROM recent_listens rl
      JOIN playlist_songs ps ON ps.song_id = rl.song_id
      WHERE rl.user_id = ${viewer.userId} GROUP BY ps.playlist_id) h JOIN playlists p ON p.id = h.playlist_id`,
    order: sql`h.heard DESC, p.id DESC`,
  }),
  frequent: () => ({
    // The albums of the most played songs.
    from: sql`(SELECT ps.playlist_id, max(t.plays) AS plays FROM
      (SELECT id, plays FROM songs WHERE plays > 0 AND visibility ORDER BY plays DESC, id DESC LIMIT 2000) t
      JOIN playlist_songs ps ON ps.song_id = t.id GROUP BY ps.playlist_id) f JOIN playlists p ON p.id = f.playlist_id`,
    order: sql`f.plays DESC, p.id DESC`,
  }),
  random: () => ({
    where: sql`p.id >= (SELECT floor(random() * (max(id) + 1))::int FROM playlists)`,
    order: sql`p.id`,
  }),
  // By the folded name (playlists.name_search): 'Ángel' among the A's.
  alphabeticalByName: () => ({ order: sql`p.name_search, p.id` }),
  alphabeticalByArtist: () => ({
    order: sql`coalesce(pr.sort_name, 'desconocido'), p.name_search, p.id`,
  }),
  starred: ({ viewer }) => ({
    from: sql`library_playlists lp JOIN libraries l ON l.id = lp.library_id AND l.user_id = ${viewer.userId}
      JOIN playlists p ON p.id = lp.playlist_id`,
    order: sql`lp.added_at DESC, p.id DESC`,
  }),
  byGenre: ({ params }) => ({
    where: sql`EXISTS (SELECT 1 FROM playlist_songs gps JOIN songs g ON g.id = gps.song_id
      WHERE gps.playlist_id = p.id AND g.visibility AND g.gender = ${genreParam(params.required('genre'))})`,
    order: sql`coalesce(p.published_at, p.created_at) DESC, p.id DESC`,
  }),
  byYear: ({ params }) => {
    const from = params.int('fromYear', 1900, 1000, 9999);
    const to = params.int('toYear', 9999, 1000, 9999);
    const [low, high] = from <= to ? [from, to] : [to, from];
    return {
      where: sql`extract(year FROM coalesce(p.published_at, p.created_at)) BETWEEN ${low} AND ${high}`,
      order: sql`coalesce(p.published_at, p.created_at) ${from <= to ? sql`ASC` : sql`DESC`}, p.id`,
    };
  },
};

function genreParam(name: string): string {
  const genre = GENRES.find((one) => one.toLowerCase() === name.trim().toLowerCase());
  if (!genre) throw new SubsonicError(SUBSONIC_CODES.notFound, `El género «${name}» no existe.`);
  return genre;
}

async function albumList(context: MethodContext): Promise<AlbumRow[]> {
  const type = context.params.required('type');
  const list = ALBUM_LISTS[type];
  if (!list) {
    throw new SubsonicError(SUBSONIC_CODES.generic, `El tipo de lista «${type}» no existe.`);
  }
  return findAlbums(context.deps.db.orm, context.viewer, {
    ...list(context),
    limit: countParam(context.params, 'size', 10),
    offset: context.params.int('offset', 0, 0, 1_000_000),
  });
}

export const BROWSE_METHODS: Record<string, Method> = {
  ping: async () => ({}),
  getLicense: async () => ({ license: { valid: true } }),
  getOpenSubsonicExtensions: async () => ({
    openSubsonicExtensions: [
      { name: 'apiKeyAuthentication', versions: [1] },
      { name: 'formPost', versions: [1] },
      { name: 'songLyrics', versions: [1] },
    ],
  }),
  getMusicFolders: async () => ({ musicFolders: { musicFolder: [MUSIC_FOLDER] } }),
  getScanStatus: async () => ({ scanStatus: { scanning: false, count: 0 } }),
  getArtists: async (context) => ({
    artists: { ignoredArticles: '', index: await artistIndex(context, 'id3') },
  }),
  getIndexes: async (context) => ({
    indexes: {
      lastModified: Date.now(),
      ignoredArticles: '',
      index: await artistIndex(context, 'folder'),
    },
  }),
  getArtist: async (context) => {
    const read = readId(context.params.required('id'));
    if (read?.kind !== 'artist') throw notFound('El artista');
    const { artist, albums } = await artistWithAlbums(context, read.id);
    return { artist: { ...artistObject(artist, albums.length), album: albums } };
  },
  getArtistInfo2: async (context) => {
    const read = readId(context.params.required('id'));
    if (read?.kind !== 'artist') throw notFound('El artista');
    const artist = await creatorOf(context, read.id);
    const [profile] = rowsOf<{ biografia: string | null }>(
      await context.deps.db.orm.execute(
        sql`SELECT biografia FROM profiles WHERE user_id = ${artist.user_id}`,
      ),
    );
    const image = artist.image
      ? new URL(artist.image, context.deps.config.publicUrl).href
      : undefined;
    return {
      artistInfo2: {
        biography: profile?.biografia ?? undefined,
        smallImageUrl: image,
        mediumImageUrl: image,
        largeImageUrl: image,
      },
    };
  },
  getAlbum: async (context) => {
    const { album, songs } = await albumWithSongs(context, context.params.required('id'));
    return { album: { ...album, song: songs.map(songChild) } };
  },
  getMusicDirectory: async (context) => {
    const id = context.params.required('id');
    const read = readId(id);
    if (read?.kind === 'artist') {
      const { artist, albums } = await artistWithAlbums(context, read.id);
      return {
        directory: {
          id,
          name: artist.name,
          child: albums.map(albumFolder),
        },
      };
    }
    if (read?.kind === 'song') throw notFound('La carpeta');
    const { album, songs } = await albumWithSongs(context, id);
    return {
      directory: {
        id,
        parent: album.artistId,
        name: album.name ?? SINGLES_NAME,
        child: songs.map(songChild),
      },
    };
  },
  getSong: async (context) => ({
    song: songChild(await oneSong(context, context.params.required('id'))),
  }),
  getRandomSongs: async (context) => {
    const { params } = context;
    const genre = params.has('genre') ? genreParam(params.required('genre')) : null;
    const songs = await findSongs(context.deps.db.orm, context.viewer, {
      where: sql`s.sample_key >= random() AND ${genre ? sql`s.gender = ${genre}` : sql`true`}
        AND extract(year FROM s.created_at) BETWEEN ${params.int('fromYear', 0, 0, 9999)} AND ${params.int('toYear', 9999, 0, 9999)}`,
      order: sql`s.sample_key`,
      limit: countParam(params, 'size', 10),
    });
    return { randomSongs: { song: songs.map(songChild) } };
  },
  getGenres: async (context) => {
    const rows = await countGenres(context);
    return {
      genres: {
        genre: rows.map((row) => ({
          songCount: row.songs,
          albumCount: row.albums,
          value: row.gender,
        })),
      },
    };
  },
  getSongsByGenre: async (context) => {
    const { params } = context;
    const songs = await findSongs(context.deps.db.orm, context.viewer, {
      where: sql`s.gender = ${genreParam(params.required('genre'))}`,
      order: sql`s.likes DESC, s.id DESC`,
      limit: countParam(params, 'count', 10),
      offset: params.int('offset', 0, 0, 1_000_000),
    });
    return { songsByGenre: { song: songs.map(songChild) } };
  },
  getAlbumList2: async (context) => ({
    albumList2: { album: (await albumList(context)).map(albumObject) },
  }),
  getUser: async (context) => {
    const { viewer } = context;
    const username = context.params.required('username');
    const [me] = rowsOf<{ email: string }>(
      await context.deps.db.orm.execute(
        sql`SELECT email FROM credentials WHERE id = ${viewer.userId}`,
      ),
    );
    if (username.toLowerCase() !== me.email.toLowerCase()) {
      throw new SubsonicError(
        SUBSONIC_CODES.notAuthorized,
        'Solo puedes consultar tu propia cuenta.',
      );
    }
    const admin = viewer.roles.includes('admin');
    return {
      user: {
        username: me.email,
        email: me.email,
        scrobblingEnabled: true,
        adminRole: admin,
        settingsRole: false,
        downloadRole: true,
        uploadRole: false,
        playlistRole: true,
        coverArtRole: false,
        commentRole: false,
        podcastRole: false,
        streamRole: true,
        jukeboxRole: false,
        shareRole: false,
        videoConversionRole: false,
        folder: [1],
      },
    };
  },
};

/** At most this many of each kind in one search3 page: a search is for finding, not syncing. */
const SEARCH_MAX = 100;

/**
 * search3: the quick search's matches (search/service.ts: title for songs, nickname or name for
 * creators, name for playlists, of which albums are kept), each kind its own page. An empty query
 * is how players read the whole catalogue page by page: songs, albums and artists in id order.
 */
async function search3(context: MethodContext): Promise<XmlObject> {
  const { params, viewer, deps } = context;
  const query = normalizeSearchTerm((params.one('query') ?? '').replace(/^"|"$/g, ''));
  const page = (kind: 'artist' | 'album' | 'song', fallback: number) => ({
    limit: countParam(params, `${kind}Count`, fallback),
    offset: params.int(`${kind}Offset`, 0, 0, 10_000_000),
  });
  const artists = page('artist', 20);
  const albums = page('album', 20);
  const songs = page('song', 20);
  if (query === '') {
    const [artistRows, albumRows, songRows] = await Promise.all([
      findArtists(deps.db.orm, viewer, { limit: artists.limit + artists.offset }).then((rows) =>
        rows.slice(artists.offset),
      ),
      findAlbums(deps.db.orm, viewer, { order: sql`p.id`, ...albums }),
      findSongs(deps.db.orm, viewer, { order: sql`s.id`, ...songs }),
    ]);
    return {
      searchResult3: {
        artist: artistRows.map((row) => artistObject(row, row.albums + 1)),
        album: albumRows.map(albumObject),
        song: songRows.map(songChild),
      },
    };
  }
  const window = (one: { limit: number; offset: number }) => ({
    q: query,
    limit: Math.max(1, Math.min(SEARCH_MAX, one.limit)),
    offset: one.offset,
  });
  // One quick search for each distinct window asked (players usually ask the same for all three).
  const searches = new Map<string, ReturnType<typeof quickSearch>>();
  const search = (one: { limit: number; offset: number }) => {
    const asked = window(one);
    const key = `${asked.limit}:${asked.offset}`;
    if (!searches.has(key)) searches.set(key, quickSearch(deps.db.orm, asked, viewer));
    return searches.get(key) as ReturnType<typeof quickSearch>;
  };
  const [songMatches, creatorMatches, playlistMatches] = await Promise.all([
    songs.limit ? search(songs) : null,
    artists.limit ? search(artists) : null,
    albums.limit ? search(albums) : null,
  ]);
  const songIds = songMatches?.songs.items.map((song) => song.song_id) ?? [];
  const creatorIds = creatorMatches?.creators.items.map((creator) => creator.user_id) ?? [];
  const albumIds =
    playlistMatches?.playlists.items
      .filter((playlist) => playlist.isFromRepertoire && playlist.public)
      .map((playlist) => playlist.playlist_id) ?? [];
  const byOrder = <T>(ids: number[], rows: T[], idOf: (row: T) => number) =>
    ids.flatMap((id) => rows.filter((row) => idOf(row) === id));
  const [songRows, artistRows, albumRows] = await Promise.all([
    songIds.length
      ? findSongs(deps.db.orm, viewer, {
          where: sql`s.id = ANY(${idArray(songIds)})`,
          limit: songIds.length,
        })
      : [],
    creatorIds.length
      ? findArtists(deps.db.orm, viewer, {
          where: sql`o.user_id = ANY(${idArray(creatorIds)})`,
          limit: creatorIds.length,
        })
      : [],
    albumIds.length
      ? findAlbums(deps.db.orm, viewer, {
          where: sql`p.id = ANY(${idArray(albumIds)})`,
          order: sql`p.id`,
          limit: albumIds.length,
        })
      : [],
  ]);
  return {
    searchResult3: {
      artist: byOrder(creatorIds, artistRows, (row) => row.user_id).map((row) =>
        artistObject(row, row.albums + 1),
      ),
      album: byOrder(albumIds, albumRows, (row) => row.id).map(albumObject),
      song: byOrder(songIds, songRows, (row) => row.id).map(songChild),
    },
  };
}

BROWSE_METHODS.search3 = search3;
