/**
 * The library texts a person meets, without zod: screens import these cheaply, and
 * domain/library.ts (which builds schemas at load) re-exports them.
 */

export const LIBRARY_TEXTS = {
  likeFailed: 'Error al gestionar liked songs',
  fetchFailed: 'Error fetching library',
  notYours: 'Solo puede ver y cambiar su propia biblioteca.',
  searchPlaceholder: 'Buscar canciones...',
  playlistsHeading: 'Tus listas de reproducción',
  songsHeading: 'Canciones que te han gustado',
} as const;
