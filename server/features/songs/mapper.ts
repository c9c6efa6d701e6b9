import type { Song } from '../../../domain/api';
import type { Genre } from '../../../domain/genres';
import type { songs } from '../../db/schema';

export type SongRow = typeof songs.$inferSelect;

/** Database row to the API's Song (names exactly as domain/api.ts). */
export function toSong(row: SongRow): Song {
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
    audio: row.audio,
    duration: row.duration,
    duration_seconds: row.durationSeconds,
    likes: row.likes,
    favorites: row.favorites,
    visibility: row.visibility,
    isFromRepertoire: row.isFromRepertoire,
    registro_ONDA: row.registroOnda,
    user_id: row.userId,
    createdAt: row.createdAt.toISOString(),
    copyright: row.copyright,
  };
}
