/**
 * What the app says once a song is published, saved or deleted: a person who
 * pressed a button learns that it worked and can reach the song.
 */
export const SONG_FEEDBACK = {
  published: (title: string) => `Canción publicada: «${title}».`,
  open: 'Ver canción',
  saved: (title: string) => `Cambios guardados en «${title}».`,
  deleted: (title: string) => `Canción eliminada: «${title}».`,
} as const;

/** Spec section 8: deleting a song failed. */
export const DELETE_SONG_ERROR = 'Error al eliminar la canción.';
