/**
 * What an embedded player shows (docs/product.md "Insertar"): a public song, a public album or
 * playlist, or a creator's most liked songs, as a visitor sees them. Anything a visitor may not
 * see is null: the embed says it is not available, and oEmbed answers 404.
 */

import type { Song } from '../../../domain/api';
import { DEFAULT_AVATAR, DEFAULT_COVER } from '../../../domain/default-images';
import { displayName } from '../../../domain/display-name';
import type { Orm } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { getPlaylist } from '../playlists/service';
import { getSongDetail, listRepertoire } from '../songs/service';
import { toProfile } from '../users/mapper';
import { findProfile } from '../users/repository';

export const EMBED_KINDS = ['song', 'album', 'playlist', 'artist'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export interface EmbedTrack {
  id: number;
  title: string;
  /** The light rendition when made (every byte is paid by someone), else the streaming one. */
  audio: string;
  seconds: number;
}

export interface Embeddable {
  kind: EmbedKind;
  id: number;
  title: string;
  creator: { id: number; name: string } | null;
  /** The page of Tambora it stands for. */
  pagePath: string;
  image: string;
  tracks: EmbedTrack[];
}

/** A creator's embed plays their most liked public songs, at most this many. */
const ARTIST_TRACKS = 10;

function track(song: Song): EmbedTrack {
  return {
    id: song.song_id,
    title: song.title,
    audio: song.audio_light ?? song.audio,
    seconds: Math.round(song.duration_seconds),
  };
}

async function visitorView<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

export async function loadEmbeddable(
  orm: Orm,
  kind: EmbedKind,
  id: number,
): Promise<Embeddable | null> {
  if (kind === 'song') {
    const song = await visitorView(() => getSongDetail(orm, id, null));
    if (!song) return null;
    return {
      kind,
      id,
      title: song.title,
      creator: song.creator ? { id: song.creator.user_id, name: song.creator.name } : null,
      pagePath: `/Artist/${id}`,
      image: song.cover_thumb ?? song.cover ?? DEFAULT_COVER,
      tracks: [track(song)],
    };
  }
  if (kind === 'artist') {
    const row = await findProfile(orm, id);
    if (!row) return null;
    const profile = toProfile(row, { privileged: false, signedIn: false });
    const songs = await listRepertoire(
      orm,
      { userId: id, limit: ARTIST_TRACKS, offset: 0, sort: 'top' },
      null,
    );
    if (songs.items.length === 0) return null;
    const name = displayName(profile);
    return {
      kind,
      id,
      title: name,
      creator: { id, name },
      pagePath: `/ComposerPerfil/${id}`,
      image: profile.userImageUrl ?? DEFAULT_AVATAR,
      tracks: songs.items.map(track),
    };
  }
  const playlist = await visitorView(() => getPlaylist(orm, id, null));
  // An album is a creator's repertoire playlist; the other kind's address names the other one.
  if (!playlist || playlist.isFromRepertoire !== (kind === 'album')) return null;
  const tracks = playlist.Song_Playlists.map((entry) => track(entry.Song));
  if (tracks.length === 0) return null;
  const owner = await findProfile(orm, playlist.user_id);
  return {
    kind,
    id,
    title: playlist.name,
    creator: owner
      ? {
          id: playlist.user_id,
          name: displayName(toProfile(owner, { privileged: false, signedIn: false })),
        }
      : null,
    pagePath: `/PlaylistSongsCard/${id}`,
    image: playlist.cover_thumb ?? playlist.cover ?? DEFAULT_COVER,
    tracks,
  };
}
