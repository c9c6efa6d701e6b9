/**
 * The playlist texts and limits a person meets, without zod: screens import these cheaply, and
 * domain/playlists.ts (which builds schemas at load) re-exports them.
 */

export const PLAYLIST_LIMITS = { name: 100, description: 1000, url: 500, songs: 500 } as const;

/** Texts a person meets around playlists (spec section 8, exactly where the spec gives them). */
export const PLAYLIST_TEXTS = {
  notFound: 'Playlist no encontrada',
  nameRequired: 'El nombre de la playlist es requerido.',
  nameTooLong: `El nombre no puede superar ${PLAYLIST_LIMITS.name} caracteres.`,
  descriptionTooLong: `La descripción no puede superar ${PLAYLIST_LIMITS.description} caracteres.`,
  coverRequired: 'Debe seleccionar una portada para la canción.',
  coverUploadUnknown:
    'La portada no es una subida suya disponible. Vuelva a subir la imagen e intente de nuevo.',
  onlyAdminsSeasonal: 'Solo un administrador puede cambiar las playlists de temporada.',
  tooManySongs: `Una playlist admite hasta ${PLAYLIST_LIMITS.songs} canciones.`,
  noDescription: 'Sin descripción',
  noPlaylists: 'No se encontraron playlists.',
  loadFailed: 'No se pudo cargar la información de la playlist.',
  updateFailed: 'No se pudo actualizar la playlist.',
  createFailed: 'Error al crear la playlist',
  createFromSongFailed: 'Hubo un error al crear la playlist o añadirla a la librería',
  addSongFailed: 'Hubo un error al añadir la canción a la playlist',
  songAdded: 'Canción añadida a la playlist con éxito',
  deleteQuestion: '¿Estás seguro de que quieres eliminar esta playlist?',
  createdFromSong: (name: string) => `Playlist "${name}" creada y añadida a tu librería con éxito`,
  saveToLibrary: 'Guardar en Biblioteca',
  forgetFromLibrary: 'Quitar de Biblioteca',
  saved: (name: string) => `"${name}" se guardó en tu Biblioteca`,
  forgotten: (name: string) => `"${name}" ya no está en tu Biblioteca`,
  saveFailed: 'No se pudo guardar la playlist en tu Biblioteca',
  forgetFailed: 'No se pudo quitar la playlist de tu Biblioteca',
} as const;

/**
 * One editor makes three things, and each screen says which. A creator's
 * /uploadPlaylists and repertoire playlists are albums; an admin's are the seasonal playlists of
 * the home ('Música de Temporada'); a library playlist is a playlist.
 */
export type CollectionKind = 'album' | 'playlist' | 'seasonal';

export const COLLECTION_TEXTS: Record<
  CollectionKind,
  {
    create: string;
    edit: string;
    nameRequired: string;
    coverRequired: string;
    createFailed: string;
  }
> = {
  album: {
    create: 'Crear álbum',
    edit: 'Editar álbum',
    nameRequired: 'El nombre del álbum es requerido.',
    coverRequired: 'Debe seleccionar una portada para el álbum.',
    createFailed: 'Error al crear el álbum. Verifica los datos e intenta de nuevo.',
  },
  playlist: {
    create: 'Crear playlist',
    edit: 'Editar playlist',
    nameRequired: PLAYLIST_TEXTS.nameRequired,
    coverRequired: 'Debe seleccionar una portada para la playlist.',
    createFailed: 'Error al crear la playlist. Verifica los datos e intenta de nuevo.',
  },
  seasonal: {
    create: 'Crear playlist de temporada',
    edit: 'Editar playlist de temporada',
    nameRequired: 'El nombre de la playlist de temporada es requerido.',
    coverRequired: 'Debe seleccionar una portada para la playlist de temporada.',
    createFailed: 'Error al crear la playlist de temporada. Verifica los datos e intenta de nuevo.',
  },
};
