import type { FullSong } from '../../../domain/api';
import type { Genre } from '../../../domain/genres';
import type { songs } from '../../db/schema';
import { isAdmin, type Viewer } from '../auth/viewer';

export type SongRow = typeof songs.$inferSelect;

/**
 * Database row to the API's song, whole (names exactly as domain/api.ts), as `viewer` may see it;
 * list answers send only what their schema (domain songSchema) names, so rows stay light:
 * everyone plays the rendition once it is ready; the original and why a rendition failed are
 * for the owner and admins.
 */
export function toSong(row: SongRow, viewer: Viewer | null): FullSong {
  const ready = row.audioStatus === 'ready' && row.audioRendition !== null;
  const privileged = viewer !== null && (viewer.userId === row.userId || isAdmin(viewer));
  return {
    song_id: row.id,
    tambora_id: row.tamboraId,
    title: row.title,
    // The database check constraint only admits the fixed genres.
    gender: row.gender as Genre,
    composers: row.composers,
    interpreters: row.interpreters,
    authors: row.authors,
    arrangers: row.arrangers,
    etiquetas: row.etiquetas,
    cover: row.cover,
    cover_thumb: row.coverThumb,
    letter: row.letter,
    audio: ready ? (row.audioRendition ?? row.audio) : row.audio,
    audio_light: ready ? row.audioLight : null,
    audio_status: row.audioStatus,
    waveform: ready ? row.waveform : null,
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
    registro_ONDA: row.registroOnda,
    user_id: row.userId,
    createdAt: row.createdAt.toISOString(),
    copyright: row.copyright,
  };
}
