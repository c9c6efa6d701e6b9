/**
 * The library mirrored in IndexedDB (DECISIONS "Offline-first"): liked songs, the playlists in the
 * library and their songs. Screens read it at once; changes are applied here first (online or
 * not), undone here when the server refuses them, and the server's changes since the version
 * last applied (applyToMirror) come in only when no change is waiting to be sent.
 */
import type { Playlist, Song } from '../../../domain/api';
import type { PlaylistDetail } from '../../../domain/playlists';
import type { LibraryPlaylistEntry, TamboraDb } from '../../lib/db';
import { LIBRARY_CHANGE_KINDS, type LibraryChange } from '../offline-queue/library-changes';
import type { LibraryChanges } from './api';
import { keepMirroredVersion } from './mirror-version';

/** Library playlists also keep their songs (not indexed, so no new schema version). */
export type MirroredPlaylist = LibraryPlaylistEntry & { songs?: Song[] };

export async function mirroredPlaylist(
  db: TamboraDb,
  id: number,
): Promise<MirroredPlaylist | undefined> {
  return (await db.libraryPlaylists.get(id)) as MirroredPlaylist | undefined;
}

export function draftPlaylist(
  tempId: number,
  body: { name: string; description?: string | null; public?: boolean; isFromRepertoire?: boolean },
  userId: number,
  songs: Song[],
): Playlist {
  return {
    playlist_id: tempId,
    name: body.name,
    description: body.description ?? null,
    cover: null,
    cover_thumb: null,
    public: body.public ?? true,
    visibility: body.public ?? true,
    favorites_count: 0,
    isFromRepertoire: body.isFromRepertoire ?? true,
    user_id: userId,
    createdAt: new Date().toISOString(),
    songsCount: songs.length,
    totalDurationSeconds: songs.reduce((sum, song) => sum + song.duration_seconds, 0),
  };
}

function withSongs(entry: MirroredPlaylist, songs: Song[]): MirroredPlaylist {
  return {
    ...entry,
    songs,
    playlist: {
      ...entry.playlist,
      songsCount: songs.length,
      totalDurationSeconds: songs.reduce((sum, song) => sum + song.duration_seconds, 0),
    },
  };
}

async function editSongs(db: TamboraDb, playlistId: number, edit: (songs: Song[]) => Song[]) {
  const entry = await mirroredPlaylist(db, playlistId);
  if (!entry) return;
  await db.libraryPlaylists.put(withSongs(entry, edit(entry.songs ?? [])));
}

// Changes this tab applied to the mirror, and changes it sent. A refresh whose server answer was
// fetched before the latest of either would put back the library as it was: a like made while the
// refresh was under way vanished this way, and so did one sent while it was (the server read the
// library before it wrote the like, and the queue was empty by the time the answer came). It is
// skipped, and the next refresh brings the server's word.
let localEdits = 0;

/** Taken before a refresh fetches the library; applyToMirror compares it again. */
export function localEditCount(): number {
  return localEdits;
}

/** A change reached the server: an answer fetched before it may not hold it. */
export function noteSent(): void {
  localEdits += 1;
}

/** Applies a change to the mirror (what the person sees at once). */
export async function applyLocally(
  db: TamboraDb,
  change: LibraryChange,
  userId: number,
): Promise<void> {
  localEdits += 1;
  switch (change.kind) {
    case 'like':
      await db.librarySongs.put({
        song_id: change.song.song_id,
        song: change.song,
        addedAt: Date.now(),
      });
      return;
    case 'unlike':
      await db.librarySongs.delete(change.song.song_id);
      return;
    case 'createPlaylist': {
      if (!change.saveToLibrary) return;
      const entry: MirroredPlaylist = {
        playlist_id: change.tempId,
        playlist: draftPlaylist(change.tempId, change.body, userId, []),
        addedAt: Date.now(),
        songs: [],
      };
      await db.libraryPlaylists.put(entry);
      return;
    }
    case 'addSong':
      await editSongs(db, change.playlistId, (songs) =>
        songs.some((song) => song.song_id === change.song.song_id)
          ? songs
          : [...songs, change.song],
      );
      return;
    case 'removeSong':
      await editSongs(db, change.playlistId, (songs) =>
        songs.filter((song) => song.song_id !== change.song.song_id),
      );
      return;
    case 'savePlaylist': {
      const entry: MirroredPlaylist = {
        playlist_id: change.playlist.playlist_id,
        playlist: change.playlist,
        addedAt: Date.now(),
        songs: change.songs,
      };
      await db.libraryPlaylists.put(entry);
      return;
    }
    case 'forgetPlaylist':
      await db.libraryPlaylists.delete(change.playlist.playlist_id);
      return;
    case 'follow':
    case 'unfollow':
      // The profile's follow state is the button's (features/follows): no mirror holds it.
      return;
  }
}

/** Undoes a change the server refused. */
export async function rollBack(
  db: TamboraDb,
  change: LibraryChange,
  userId: number,
): Promise<void> {
  switch (change.kind) {
    case 'like':
      return applyLocally(db, { kind: 'unlike', song: change.song }, userId);
    case 'unlike':
      return applyLocally(db, { kind: 'like', song: change.song }, userId);
    case 'createPlaylist': {
      await db.libraryPlaylists.delete(change.tempId);
      // Changes to a playlist that will never exist cannot be sent either.
      const queued = await db.offlineQueue.toArray();
      const orphans = queued.filter((entry) => {
        const later = entry.payload as LibraryChange;
        return (
          (later.kind === 'addSong' || later.kind === 'removeSong') &&
          later.playlistId === change.tempId
        );
      });
      await db.offlineQueue.bulkDelete(orphans.flatMap((entry) => (entry.id ? [entry.id] : [])));
      return;
    }
    case 'addSong':
      return applyLocally(
        db,
        { kind: 'removeSong', playlistId: change.playlistId, song: change.song },
        userId,
      );
    case 'removeSong':
      return applyLocally(
        db,
        { kind: 'addSong', playlistId: change.playlistId, song: change.song },
        userId,
      );
    case 'savePlaylist':
      return applyLocally(db, { ...change, kind: 'forgetPlaylist' }, userId);
    case 'forgetPlaylist':
      return applyLocally(db, { ...change, kind: 'savePlaylist' }, userId);
    case 'follow':
    case 'unfollow':
      // The button that made it shows the state the server holds (features/follows).
      return;
  }
}

/** Once the server created a playlist, the queued changes and the mirror use its real id. */
export async function adoptPlaylistId(
  db: TamboraDb,
  tempId: number,
  created: PlaylistDetail,
): Promise<void> {
  await db.transaction('rw', db.offlineQueue, db.libraryPlaylists, db.settings, async () => {
    await db.settings.put({ key: tempKey(tempId), value: created.playlist_id });
    const queued = await db.offlineQueue.toArray();
    for (const entry of queued) {
      const change = entry.payload as LibraryChange;
      if (
        (change.kind === 'addSong' || change.kind === 'removeSong') &&
        change.playlistId === tempId
      ) {
        await db.offlineQueue.update(entry.id as number, {
          payload: { ...change, playlistId: created.playlist_id },
        });
      }
    }
    const draft = await mirroredPlaylist(db, tempId);
    if (draft) {
      await db.libraryPlaylists.delete(tempId);
      const { Song_Playlists: _links, ...playlist } = created;
      await db.libraryPlaylists.put({
        ...draft,
        playlist_id: created.playlist_id,
        playlist: { ...playlist, songsCount: draft.songs?.length ?? 0 },
      });
    }
  });
}

/**
 * Applies the server's changes to the mirror: the liked songs that changed go in (all of them,
 * replacing the old copy, when read from scratch), those that left go out, the saved playlists
 * and their songs are replaced, and the version is kept for the next sync. Skipped while changes
 * wait to be sent, or when one was made or sent after `editsAtFetch` (localEditCount when the
 * library was fetched): they are the person's latest word, and the same changes are asked again
 * next time.
 */
export async function applyToMirror(
  db: TamboraDb,
  userId: number,
  changes: LibraryChanges,
  details: ReadonlyMap<number, PlaylistDetail>,
  editsAtFetch: number = localEdits,
): Promise<boolean> {
  const tables = [db.offlineQueue, db.librarySongs, db.libraryPlaylists, db.settings];
  return db.transaction('rw', tables, async () => {
    const waiting = await db.offlineQueue
      .filter((entry) => LIBRARY_CHANGE_KINDS.includes(entry.kind as LibraryChange['kind']))
      .count();
    if (editsAtFetch !== localEdits || waiting > 0) return false;
    if (changes.fromScratch) await db.librarySongs.clear();
    await db.librarySongs.bulkDelete(changes.removedSongIds);
    await db.librarySongs.bulkPut(
      changes.liked.map((entry) => ({
        song_id: entry.song_id,
        song: entry.Song,
        addedAt: Date.parse(entry.addedAt),
      })),
    );
    await db.libraryPlaylists.clear();
    await db.libraryPlaylists.bulkPut(
      changes.playlists.map(
        (entry): MirroredPlaylist => ({
          playlist_id: entry.playlist_id,
          playlist: entry.Playlist,
          addedAt: Date.parse(entry.addedAt),
          songs: details.get(entry.playlist_id)?.Song_Playlists.map((link) => link.Song),
        }),
      ),
    );
    await keepMirroredVersion(db, userId, changes.version);
    return true;
  });
}

function tempKey(tempId: number): string {
  return `playlist-temp-id:${tempId}`;
}

/** The server's id for a playlist made offline, once it exists; the id itself otherwise. */
export async function resolvePlaylistId(db: TamboraDb, id: number): Promise<number> {
  if (id >= 0) return id;
  const entry = await db.settings.get(tempKey(id));
  return typeof entry?.value === 'number' ? entry.value : id;
}
