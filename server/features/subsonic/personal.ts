/**
 * What a person does from a player, kept exactly as the app keeps it (docs/product.md
 * "Aplicaciones externas"): a star is a like (a song), a saved album or a followed creator; a
 * scrobble is a counted play; playlists are the person's own playlists; the play queue and 'now
 * playing' are kept for the next device. Each goes through the same service as the app's.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lyricsText, readLyrics } from '../../../domain/lrc';
import { rowsOf } from '../../db/database';
import { follow, unfollow } from '../follows/service';
import { forgetPlaylist, likeSong, savePlaylist, unlikeSong } from '../library/service';
import { createPlaylist, deletePlaylist, getPlaylist, updatePlaylist } from '../playlists/service';
import { recordPlay } from '../plays/service';
import { oneSong } from './browse';
import { findAlbums, findArtists, findSongs, idArray } from './catalogue';
import { type Method, type MethodContext, notFound } from './context';
import { readId } from './ids';
import { albumFolder, albumObject, artistObject, folderArtist, songChild } from './mapping';
import type { Params } from './params';
import type { XmlObject } from './xml';

function idsOf(params: Params, name: string, kind: 'song' | 'album' | 'artist'): number[] {
  return params.all(name).map((text) => {
    const read = readId(text);
    if (read?.kind !== kind)
      throw notFound(kind === 'song' ? 'La canción' : kind === 'album' ? 'El álbum' : 'El artista');
    return read.id;
  });
}

async function starOrUnstar(context: MethodContext, on: boolean): Promise<XmlObject> {
  const { params, viewer, deps } = context;
  const orm = deps.db.orm;
  const songs = idsOf(params, 'id', 'song');
  const albums = idsOf(params, 'albumId', 'album');
  const artists = idsOf(params, 'artistId', 'artist');
  if (songs.length + albums.length + artists.length === 0) params.required('id');
  for (const song_id of songs) await (on ? likeSong : unlikeSong)(orm, viewer, { song_id });
  for (const playlist_id of albums)
    await (on ? savePlaylist : forgetPlaylist)(orm, viewer, { playlist_id });
  for (const creator_id of artists) await (on ? follow : unfollow)(orm, viewer, { creator_id });
  return {};
}

/** What the person starred: `Starred2` in ID3 shapes, `Starred` (getStarred) in folder shapes. */
async function starred(context: MethodContext, as: 'id3' | 'folder') {
  const { viewer, deps } = context;
  const [songs, albums, artists] = await Promise.all([
    findSongs(deps.db.orm, viewer, {
      from: sql`library_songs o JOIN libraries l ON l.id = o.library_id AND l.user_id = ${viewer.userId}
        JOIN songs s ON s.id = o.song_id`,
      order: sql`o.added_at DESC, s.id DESC`,
      limit: 5000,
    }),
    findAlbums(deps.db.orm, viewer, {
      from: sql`library_playlists lp JOIN libraries l ON l.id = lp.library_id AND l.user_id = ${viewer.userId}
        JOIN playlists p ON p.id = lp.playlist_id`,
      order: sql`lp.added_at DESC, p.id DESC`,
      limit: 1000,
    }),
    findArtists(deps.db.orm, viewer, {
      where: sql`o.user_id IN (SELECT creator_id FROM follows WHERE follower_id = ${viewer.userId})`,
      limit: 1000,
    }),
  ]);
  const id3Albums = albums.map(albumObject);
  return {
    artist: artists.map((row) =>
      as === 'id3' ? artistObject(row, row.albums + 1) : folderArtist(row),
    ),
    album: as === 'id3' ? id3Albums : id3Albums.map(albumFolder),
    song: songs.map(songChild),
  };
}

/** One listen per player, song and moment: a scrobble sent twice counts once. */
function listenIdOf(userId: number, songId: number, time: number): string {
  const hex = createHash('sha256').update(`subsonic:${userId}:${songId}:${time}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const scrobble: Method = async (context) => {
  const { params, viewer, deps } = context;
  const songs = idsOf(params, 'id', 'song');
  if (songs.length === 0) params.required('id');
  const times = params.all('time');
  const submission = params.bool('submission', true);
  for (const [index, songId] of songs.entries()) {
    const time =
      times[index] && /^\d{1,15}$/.test(times[index]) ? Number(times[index]) : Date.now();
    if (!submission) {
      await oneSong(context, String(songId));
      await deps.db.orm.execute(sql`
        INSERT INTO now_playing (user_id, song_id, player, started_at)
        VALUES (${viewer.userId}, ${songId}, ${params.one('c') ?? ''}, now())
        ON CONFLICT (user_id) DO UPDATE SET song_id = excluded.song_id, player = excluded.player,
          started_at = excluded.started_at`);
      continue;
    }
    // Counted as the app counts a listen past half the song (docs/product.md "Play counts").
    await recordPlay(deps.db.orm, viewer, {
      song_id: songId,
      listen_id: listenIdOf(viewer.userId, songId, time),
      source: 'other',
      played_at: new Date(time).toISOString(),
      past_half: true,
    });
  }
  return {};
};

/** A player's 'now playing': the person's own, while recent (nobody else's listening is shown). */
const getNowPlaying: Method = async (context) => {
  const { viewer, deps } = context;
  const [now] = rowsOf<{ song_id: number; player: string; minutes: number }>(
    await deps.db.orm.execute(sql`
      SELECT song_id, player, floor(extract(epoch FROM now() - started_at) / 60)::int AS minutes
      FROM now_playing WHERE user_id = ${viewer.userId} AND started_at > now() - interval '30 minutes'`),
  );
  if (!now) return { nowPlaying: {} };
  const [song] = await findSongs(deps.db.orm, viewer, {
    where: sql`s.id = ${now.song_id}`,
    limit: 1,
  });
  const [me] = rowsOf<{ email: string }>(
    await deps.db.orm.execute(sql`SELECT email FROM credentials WHERE id = ${viewer.userId}`),
  );
  return {
    nowPlaying: {
      entry: song
        ? [
            {
              ...songChild(song),
              username: me.email,
              minutesAgo: now.minutes,
              playerId: 0,
              playerName: now.player,
            },
          ]
        : [],
    },
  };
};

interface PlaylistRow {
  id: number;
  name: string;
  description: string | null;
  public: boolean;
  user_id: number;
  owner: string;
  created_at: string | Date;
  updated_at: string | Date;
  song_count: number;
  duration: number;
}

async function playlistRows(context: MethodContext, where: ReturnType<typeof sql>) {
  const { viewer } = context;
  return rowsOf<PlaylistRow>(
    await context.deps.db.orm.execute(sql`
      SELECT p.id, p.name, p.description, p.public, p.user_id, c.email AS owner, p.created_at,
        p.updated_at, x.song_count, x.duration
      FROM playlists p JOIN credentials c ON c.id = p.user_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS song_count, coalesce(sum(t.duration_seconds), 0)::int AS duration
        FROM playlist_songs ps JOIN songs t ON t.id = ps.song_id
          AND (t.visibility OR t.user_id = ${viewer.userId})
        WHERE ps.playlist_id = p.id) x
      WHERE ${where}
      ORDER BY p.updated_at DESC, p.id DESC LIMIT 500`),
  );
}

function playlistObject(row: PlaylistRow): XmlObject {
  return {
    id: String(row.id),
    name: row.name,
    comment: row.description ?? undefined,
    owner: row.owner,
    public: row.public,
    songCount: row.song_count,
    duration: row.duration,
    created: new Date(row.created_at).toISOString(),
    changed: new Date(row.updated_at).toISOString(),
    coverArt: `al-${row.id}`,
  };
}

function playlistIdOf(text: string): number {
  if (!/^[1-9]\d{0,9}$/.test(text)) throw notFound('La playlist');
  return Number(text);
}

async function playlistWithSongs(context: MethodContext, id: number) {
  // The app's rule for who sees a playlist (playlists/access.ts) decides first.
  await getPlaylist(context.deps.db.orm, id, context.viewer);
  const [row] = await playlistRows(context, sql`p.id = ${id}`);
  if (!row) throw notFound('La playlist');
  const songs = await findSongs(context.deps.db.orm, context.viewer, {
    from: sql`playlist_songs o JOIN songs s ON s.id = o.song_id`,
    where: sql`o.playlist_id = ${id}`,
    order: sql`o.position, o.added_at, s.id`,
    limit: 1000,
  });
  return { playlist: { ...playlistObject(row), entry: songs.map(songChild) } };
}

async function songIdsOfPlaylist(context: MethodContext, id: number): Promise<number[]> {
  const detail = await getPlaylist(context.deps.db.orm, id, context.viewer);
  return detail.Song_Playlists.map((entry) => entry.Song.song_id);
}

const playlistDeps = (context: MethodContext) => ({
  db: context.deps.db,
  storage: context.deps.storage,
});

const createOrReplacePlaylist: Method = async (context) => {
  const { params, viewer } = context;
  const songIds = idsOf(params, 'songId', 'song');
  if (params.has('playlistId')) {
    const id = playlistIdOf(params.required('playlistId'));
    await updatePlaylist(
      playlistDeps(context),
      viewer,
      id,
      { song_ids: songIds, ...(params.has('name') && { name: params.required('name') }) },
      context.request.log,
    );
    return playlistWithSongs(context, id);
  }
  const { playlist } = await createPlaylist(playlistDeps(context), viewer, {
    name: params.required('name'),
    public: false,
    isFromRepertoire: false,
    song_ids: songIds,
  });
  return playlistWithSongs(context, playlist.playlist_id);
};

const updateSubsonicPlaylist: Method = async (context) => {
  const { params, viewer } = context;
  const id = playlistIdOf(params.required('playlistId'));
  const current = await songIdsOfPlaylist(context, id);
  const removed = new Set(params.all('songIndexToRemove').map(Number));
  const kept = current.filter((_, index) => !removed.has(index));
  const added = idsOf(params, 'songIdToAdd', 'song');
  await updatePlaylist(
    playlistDeps(context),
    viewer,
    id,
    {
      ...(params.has('name') && { name: params.required('name') }),
      ...(params.has('comment') && { description: params.one('comment') ?? '' }),
      ...(params.has('public') && { public: params.bool('public', false) }),
      ...((removed.size > 0 || added.length > 0) && { song_ids: [...kept, ...added] }),
    },
    context.request.log,
  );
  return {};
};

const getPlayQueue: Method = async (context) => {
  const { viewer, deps } = context;
  const [queue] = rowsOf<{
    song_ids: number[];
    current_song_id: number | null;
    position_ms: number;
    changed_at: string | Date;
    changed_by: string;
    email: string;
  }>(
    await deps.db.orm.execute(sql`SELECT q.song_ids, q.current_song_id, q.position_ms, q.changed_at,
      q.changed_by, c.email FROM play_queues q JOIN credentials c ON c.id = q.user_id
      WHERE q.user_id = ${viewer.userId}`),
  );
  if (!queue) return {};
  const songs = queue.song_ids.length
    ? await findSongs(deps.db.orm, viewer, {
        where: sql`s.id = ANY(${idArray(queue.song_ids)})`,
        limit: 1000,
      })
    : [];
  const byId = new Map(songs.map((song) => [song.id, song]));
  return {
    playQueue: {
      current: queue.current_song_id === null ? undefined : String(queue.current_song_id),
      position: Number(queue.position_ms),
      username: queue.email,
      changed: new Date(queue.changed_at).toISOString(),
      changedBy: queue.changed_by,
      entry: queue.song_ids.flatMap((id) => {
        const song = byId.get(id);
        return song ? [songChild(song)] : [];
      }),
    },
  };
};

const savePlayQueue: Method = async (context) => {
  const { params, viewer, deps } = context;
  const ids = idsOf(params, 'id', 'song').slice(0, 1000);
  if (ids.length === 0) {
    await deps.db.orm.execute(sql`DELETE FROM play_queues WHERE user_id = ${viewer.userId}`);
    return {};
  }
  // Only songs the person may hear are kept, in the order sent.
  const audible = new Set(
    (
      await findSongs(deps.db.orm, viewer, { where: sql`s.id = ANY(${idArray(ids)})`, limit: 1000 })
    ).map((song) => song.id),
  );
  const kept = ids.filter((id) => audible.has(id));
  const current = params.has('current') ? readId(params.required('current')) : null;
  const currentId = current?.kind === 'song' && audible.has(current.id) ? current.id : null;
  const position = params.int('position', 0, 0, 1_000_000_000);
  await deps.db.orm.execute(sql`
    INSERT INTO play_queues (user_id, song_ids, current_song_id, position_ms, changed_at, changed_by)
    VALUES (${viewer.userId}, ${idArray(kept)}, ${currentId}, ${position}, now(), ${params.one('c') ?? ''})
    ON CONFLICT (user_id) DO UPDATE SET song_ids = excluded.song_ids,
      current_song_id = excluded.current_song_id, position_ms = excluded.position_ms,
      changed_at = now(), changed_by = excluded.changed_by`);
  return {};
};

const getLyricsBySongId: Method = async (context) => {
  const song = await oneSong(context, context.params.required('id'));
  if (!song.letter) return { lyricsList: { structuredLyrics: [] } };
  const lyrics = readLyrics(song.letter);
  const common = {
    displayArtist: song.creator_name,
    displayTitle: song.title,
    lang: 'spa',
    offset: 0,
  };
  const structured =
    lyrics.kind === 'synced'
      ? {
          ...common,
          synced: true,
          line: lyrics.lines.map((line) => ({
            start: Math.round(line.at * 1000),
            value: line.text,
          })),
        }
      : {
          ...common,
          synced: false,
          line: lyricsText(song.letter)
            .split('\n')
            .map((value) => ({ value })),
        };
  return { lyricsList: { structuredLyrics: [structured] } };
};

export const PERSONAL_METHODS: Record<string, Method> = {
  star: (context) => starOrUnstar(context, true),
  unstar: (context) => starOrUnstar(context, false),
  getStarred: async (context) => ({ starred: await starred(context, 'folder') }),
  getStarred2: async (context) => ({ starred2: await starred(context, 'id3') }),
  scrobble,
  getNowPlaying,
  getPlaylists: async (context) => ({
    playlists: {
      playlist: (
        await playlistRows(
          context,
          sql`p.user_id = ${context.viewer.userId} AND NOT p.is_from_repertoire`,
        )
      ).map(playlistObject),
    },
  }),
  getPlaylist: async (context) =>
    playlistWithSongs(context, playlistIdOf(context.params.required('id'))),
  createPlaylist: createOrReplacePlaylist,
  updatePlaylist: updateSubsonicPlaylist,
  deletePlaylist: async (context) => {
    await deletePlaylist(
      playlistDeps(context),
      context.viewer,
      playlistIdOf(context.params.required('id')),
      context.request.log,
    );
    return {};
  },
  getPlayQueue,
  savePlayQueue,
  getLyricsBySongId,
};
