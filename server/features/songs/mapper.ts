import type { FullSong, Song } from '../../../domain/api';
import type { Genre } from '../../../domain/genres';
import { songs } from '../../db/schema';
import { isAdmin, type Viewer } from '../auth/viewer';

export type SongRow = typeof songs.$inferSelect;

/**
 * The columns a list's song is made of (domain songSchema): lists read these alone, leaving out
 * what only a song's own page shows. The lyrics and the waveform's peaks (200 numbers a song,
 * each parsed on the event loop) made a 500-song playlist's rows several times heavier.
 */
export const songListColumns = {
  id: songs.id,
  tamboraId: songs.tamboraId,
  title: songs.title,
  gender: songs.gender,
  composers: songs.composers,
  interpreters: songs.interpreters,
  etiquetas: songs.etiquetas,
  cover: songs.cover,
  coverThumb: songs.coverThumb,
  audio: songs.audio,
  audioRendition: songs.audioRendition,
  audioLight: songs.audioLight,
  audioStatus: songs.audioStatus,
  audioError: songs.audioError,
  loudnessLufs: songs.loudnessLufs,
  duration: songs.duration,
  durationSeconds: songs.durationSeconds,
  likes: songs.likes,
  favorites: songs.favorites,
  plays: songs.plays,
  visibility: songs.visibility,
  isFromRepertoire: songs.isFromRepertoire,
  userId: songs.userId,
  createdAt: songs.createdAt,
};

export type SongListRow = Pick<SongRow, keyof typeof songListColumns>;

/**
 * Database row to a list's song (names exactly as domain/api.ts), as `viewer` may see it:
 * everyone plays the rendition once it is ready; the original and why a rendition failed are
 * for the owner and admins.
 */
/** Everyone plays the rendition, and sees its waveform, once it is made. */
function renditionReady(row: Pick<SongRow, 'audioStatus' | 'audioRendition'>): boolean {
  return row.audioStatus === 'ready' && row.audioRendition !== null;
}

export function toListSong(row: SongListRow, viewer: Viewer | null): Song {
  const ready = renditionReady(row);
  const privileged = viewer !== null && (viewer.userId === row.userId || isAdmin(viewer));
  return {
    song_id: row.id,
    tambora_id: row.tamboraId,
    title: row.title,
    // The database check constraint only admits the fixed genres.
    gender: row.gender as Genre,
    composers: row.composers,
    interpreters: row.interpreters,
    etiquetas: row.etiquetas,
    cover: row.cover,
    cover_thumb: row.coverThumb,
    audio: ready ? (row.audioRendition ?? row.audio) : row.audio,
    audio_light: ready ? row.audioLight : null,
    audio_status: row.audioStatus,
    loudness_lufs: row.loudnessLufs,
    ...(privileged && { audio_original: row.audio }),
    ...(privileged && row.audioError !== null && { audio_error: row.audioError }),
    duration: row.duration,
    duration_seconds: row.durationSeconds,
    likes: row.likes,
    favorites: row.favorites,
    plays: row.plays,
    visibility: row.visibility,
    isFromRepertoire: row.isFromRepertoire,
    user_id: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole song (its own page, a create or an edit): the list's song and what only it shows. */
export function toSong(row: SongRow, viewer: Viewer | null): FullSong {
  return {
    ...toListSong(row, viewer),
    authors: row.authors,
    arrangers: row.arrangers,
    letter: row.letter,
    waveform: renditionReady(row) ? row.waveform : null,
    registro_ONDA: row.registroOnda,
    copyright: row.copyright,
  };
}
