/**
 * Ties the queue to the server: how each change is sent, what a refusal does (roll back, a Spanish
 * Mantine notification and a Dexie 'alert' notification), and when the queue is flushed (at start,
 * when the connection returns, right after a change while online). A replay that sent something
 * and a playlist the server created leave a local notification too.
 */

import { FOLLOW_TEXTS } from '../../../domain/follow-texts';
import type { FollowState } from '../../../domain/follows';
import { PLAYLIST_TEXTS } from '../../../domain/playlist-texts';
import type { PlaylistDetail } from '../../../domain/playlists';
import { errorText, isNetworkError } from '../../lib/api-errors';
import { isOnline, onReconnect, onServerAnswer, onWakeUp } from '../../lib/connectivity';
import { db as appDb, type TamboraDb } from '../../lib/db';
import { createRetry } from '../../lib/retry';
import { newUuid } from '../../lib/uuid';
import { getSessionUser, subscribeSessionUser } from '../auth/session-store';
import { changeRefused, changesSent, playlistCreated } from '../notifications/events';
import { recordNotification } from '../notifications/record';
import { LIBRARY_CHANGE_KINDS, type LibraryChange } from '../offline-queue/library-changes';
import { enqueue, type FlushReport, flushQueue } from '../offline-queue/queue';
import {
  deleteFollow,
  deleteLike,
  deletePlaylistLibrary,
  deletePlaylistSong,
  fetchLibraryChanges,
  fetchPlaylist,
  postFollow,
  postLike,
  postPlaylist,
  postPlaylistLibrary,
  postPlaylistSong,
} from './api';
import { reportFollowAnswer } from './follow-answers';
import {
  adoptPlaylistId,
  applyLocally,
  applyToMirror,
  localEditCount,
  noteSent,
  resolvePlaylistId,
  rollBack,
} from './mirror';
import { mirroredVersion } from './mirror-version';

export async function sendChange(change: LibraryChange): Promise<unknown> {
  switch (change.kind) {
    case 'like':
      return postLike(change.song.song_id);
    case 'unlike':
      return deleteLike(change.song.song_id);
    case 'createPlaylist': {
      const created = await postPlaylist(change.body);
      if (change.saveToLibrary) await postPlaylistLibrary(created.playlist_id);
      return created;
    }
    case 'addSong':
      return postPlaylistSong(change.playlistId, change.song.song_id);
    case 'removeSong':
      return deletePlaylistSong(change.playlistId, change.song.song_id);
    case 'savePlaylist':
      return postPlaylistLibrary(change.playlist.playlist_id);
    case 'forgetPlaylist':
      return deletePlaylistLibrary(change.playlist.playlist_id);
    case 'follow':
      return postFollow(change.creatorId);
    case 'unfollow':
      return deleteFollow(change.creatorId);
  }
}

/** Spanish words for a refused change. */
export function refusalText(
  change: LibraryChange,
  error: unknown,
): { title: string; description: string } {
  const reason = errorText(error);
  switch (change.kind) {
    case 'like':
    case 'unlike':
      return {
        title: 'Error al gestionar liked songs',
        description: `${change.song.title}: ${reason}`,
      };
    case 'createPlaylist':
      return { title: PLAYLIST_TEXTS.createFailed, description: `${change.body.name}: ${reason}` };
    case 'addSong':
      return {
        title: PLAYLIST_TEXTS.addSongFailed,
        description: `${change.song.title}: ${reason}`,
      };
    case 'removeSong':
      return {
        title: 'No se pudo quitar la canción de la playlist',
        description: `${change.song.title}: ${reason}`,
      };
    case 'savePlaylist':
      return {
        title: PLAYLIST_TEXTS.saveFailed,
        description: `${change.playlist.name}: ${reason}`,
      };
    case 'forgetPlaylist':
      return {
        title: PLAYLIST_TEXTS.forgetFailed,
        description: `${change.playlist.name}: ${reason}`,
      };
    case 'follow':
    case 'unfollow':
      return { title: FOLLOW_TEXTS.failed, description: `${change.name}: ${reason}` };
  }
}

export function libraryQueueDeps(db: TamboraDb, userId: number) {
  return {
    db,
    ownerId: userId,
    kinds: LIBRARY_CHANGE_KINDS,
    send: sendChange,
    onSent: async (change: LibraryChange, answer: unknown) => {
      noteSent();
      if (change.kind === 'createPlaylist') {
        await adoptPlaylistId(db, change.tempId, answer as PlaylistDetail);
        await recordNotification(playlistCreated(change.body.name), { database: db });
      }
      if (change.kind === 'addSong' || change.kind === 'removeSong') {
        followPinnedPlaylist(db, change.playlistId);
      }
      if (change.kind === 'follow' || change.kind === 'unfollow') {
        reportFollowAnswer(answer as FollowState);
      }
    },
    onRefused: async (change: LibraryChange, error: unknown) => {
      await rollBack(db, change, userId);
      const text = refusalText(change, error);
      await recordNotification(changeRefused(text.title, text.description), { database: db });
      // Loaded only for a refusal: a visit's refresh of the library stays light.
      const { notify } = await import('../../lib/notify');
      notify('error', text.description, { title: text.title });
    },
  };
}

/** Sends what waits, then refreshes the mirror from the server (when nothing waits any more). */
export async function syncLibrary(db: TamboraDb = appDb): Promise<FlushReport | null> {
  const user = getSessionUser();
  if (!user || !isOnline()) return null;
  const report = await flushQueue(libraryQueueDeps(db, user.credentials_id));
  // A replay of what waited (at start, on reconnection) is one event for the person, however many
  // changes it carried; a change sent right after it was made (makeChange) is not news.
  if (report.sent > 0) await recordNotification(changesSent(report.sent), { database: db });
  if (report.waiting === 0) {
    await refreshMirror(db, user.credentials_id);
    keepLikesOffline(db);
  }
  return report;
}

/**
 * Brings the mirror up to the server's library: the changes since the version this device last
 * applied (all of it the first time), and every saved playlist with its songs.
 */
export async function refreshMirror(db: TamboraDb, userId: number): Promise<void> {
  try {
    const editsAtFetch = localEditCount();
    const changes = await fetchLibraryChanges(userId, await mirroredVersion(db, userId));
    const details = new Map<number, PlaylistDetail>();
    await Promise.all(
      changes.playlists.map(async (entry) => {
        try {
          details.set(entry.playlist_id, await fetchPlaylist(entry.playlist_id));
        } catch {
          // One unreadable playlist keeps its songs out of the mirror, nothing more.
        }
      }),
    );
    await applyToMirror(db, userId, changes, details, editsAtFetch);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
  }
}

/**
 * Applies a change at once and queues it; online, it is sent right away. Resolves with the
 * server's refusal as an error when online, so the screen can show the spec's alert.
 */
export async function makeChange(input: LibraryChange, db: TamboraDb = appDb): Promise<void> {
  const user = getSessionUser();
  if (!user) throw new Error('Debe registrarse para acceder a esta sección.');
  const change =
    input.kind === 'addSong' || input.kind === 'removeSong'
      ? { ...input, playlistId: await resolvePlaylistId(db, input.playlistId) }
      : input;
  // One transaction: the button shows the change only once it is also queued, so a page closed or
  // reloaded right after the press keeps both or neither (docs/product.md "Offline-first").
  await db.transaction('rw', [db.librarySongs, db.libraryPlaylists, db.offlineQueue], async () => {
    await applyLocally(db, change, user.credentials_id);
    await enqueue(db, change, user.credentials_id);
  });
  if (change.kind === 'like') keepLikesOffline(db);
  if (!isOnline()) return;
  const report = await flushQueue(libraryQueueDeps(db, user.credentials_id));
  if (report.waiting > 0 && db === appDb) librarySync.later();
  if (report.refused > 0) throw new ChangeRefused();
}

/** 'Guardar mis me gusta sin conexión' (Descargas): new likes are saved in the background. */
function keepLikesOffline(db: TamboraDb): void {
  void import('../offline/keep-likes')
    .then((module) => module.keepLikesOfflineInBackground(db))
    .catch(() => undefined);
}

/** A pinned playlist of one's own follows the change at once (offline/pinned-playlists.ts). */
function followPinnedPlaylist(db: TamboraDb, playlistId: number): void {
  void import('../offline/pinned-playlists')
    .then((module) => module.followIfPinned(playlistId, undefined, db))
    .catch(() => undefined);
}

export class ChangeRefused extends Error {
  override name = 'ChangeRefused';
}

let started = false;

/**
 * Sends what waits until nothing does: a failed try (server down, a 5xx) is tried again with
 * back-off (src/lib/retry.ts), and at once whenever the server is heard from again, the page
 * regains focus or becomes visible. Nothing may surface as an unhandled rejection.
 */
const librarySync = createRetry(async () => {
  const report = await syncLibrary();
  // null: nobody signed in, or offline (onReconnect starts it again).
  return report === null || report.waiting === 0;
});

/** Flushes at start, when the server can be reached again, and on the moments above. */
export function startLibrarySync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onReconnect(() => librarySync.kick());
  onWakeUp(() => librarySync.kick());
  onServerAnswer(() => {
    if (librarySync.isWaiting()) librarySync.kick();
  });
  // Changes someone kept at sign-out go when that same person signs in again.
  subscribeSessionUser(() => {
    if (getSessionUser()) librarySync.kick();
  });
  librarySync.kick();
}

/**
 * A visit to the library brings the device's copy up to date: the sync's first run when it starts
 * now, a refresh of its own otherwise (not held behind a run that is still waiting for an answer).
 */
export function refreshLibrary(): void {
  if (started) void syncLibrary().catch(() => undefined);
  else startLibrarySync();
}

export function newClientKey(): string {
  return newUuid();
}

/** A negative id for a playlist the server has not created yet. */
export function newTempId(): number {
  return -Math.floor(Date.now() % 1_000_000_000) - Math.floor(Math.random() * 1000);
}
