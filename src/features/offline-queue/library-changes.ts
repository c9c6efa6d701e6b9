/** The library changes a person makes, as they wait in the offline queue. */
import type { Playlist, Song } from '../../../domain/api';
import type { PlaylistCreate } from '../../../domain/playlists';

export type LibraryChange =
  | { kind: 'like'; song: Song }
  | { kind: 'unlike'; song: Song }
  | {
      kind: 'createPlaylist';
      /** Negative id the browser uses until the server gives the real one. */
      tempId: number;
      body: PlaylistCreate & { client_key: string };
      /** Spec section 4: a playlist made from a song goes into the library. */
      saveToLibrary: boolean;
    }
  | { kind: 'addSong'; playlistId: number; song: Song }
  | { kind: 'removeSong'; playlistId: number; song: Song }
  /** Someone's playlist into the person's library, or out of it (the playlist itself stays). */
  | { kind: 'savePlaylist'; playlist: Playlist; songs: Song[] }
  | { kind: 'forgetPlaylist'; playlist: Playlist; songs: Song[] }
  /**
   * Following a creator, or no longer (docs/product.md "Seguir y Novedades"): what the person
   * sees is the profile's follow state, kept by the button; `name` words a refusal.
   */
  | { kind: 'follow'; creatorId: number; name: string }
  | { kind: 'unfollow'; creatorId: number; name: string };

/** Following and no longer following a creator. */
export const FOLLOW_KINDS = [
  'follow',
  'unfollow',
] as const satisfies readonly LibraryChange['kind'][];

/** Every kind above: the library's share of the offline queue. */
export const LIBRARY_CHANGE_KINDS: readonly LibraryChange['kind'][] = [
  'like',
  'unlike',
  'createPlaylist',
  'addSong',
  'removeSong',
  'savePlaylist',
  'forgetPlaylist',
  'follow',
  'unfollow',
];
