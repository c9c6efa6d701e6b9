/**
 * The texts of following creators a person meets (docs/product.md "Seguir y Novedades"), without
 * zod: screens import these cheaply, and domain/follows.ts re-exports them.
 */
export const FOLLOW_TEXTS = {
  follow: 'Seguir',
  following: 'Siguiendo',
  /** The button's name for a screen reader, which says whom. */
  followName: (name: string) => `Seguir a ${name}`,
  unfollowName: (name: string) => `Dejar de seguir a ${name}`,
  followers: (count: number) => `${count} ${count === 1 ? 'seguidor' : 'seguidores'}`,
  self: 'No puede seguirse a sí mismo.',
  notCreator: 'Solo se puede seguir a creadores.',
  suspended: 'Esta cuenta está suspendida y no se puede seguir.',
  notFound: 'Creador no encontrado',
  signInFirst: 'Inicie sesión para seguir a creadores.',
  failed: 'No se pudo cambiar a quién sigue. Intente de nuevo.',
  tooMany: 'Demasiados cambios de a quién sigue.',
  novedades: 'Novedades',
  novedadesEmpty:
    'Cuando los creadores que sigue publiquen, sus canciones y álbumes aparecerán aquí.',
  followingHeading: 'Siguiendo',
  followingEmpty: 'Aún no sigue a ningún creador.',
  newRelease: (title: string) => `Nueva canción: ${title}`,
  newAlbum: (name: string) => `Nuevo álbum: ${name}`,
  /** Under an album's card in 'Novedades'. */
  albumBy: (creator: string) => `Álbum de ${creator}`,
  newFollowersTitle: 'Nuevos seguidores',
  settingsHeading: 'Notificaciones',
  releasesSwitch: 'Canciones y álbumes nuevos de quienes sigo',
  followersSwitch: 'Personas nuevas que me siguen',
  newFollowers: (count: number) =>
    count === 1 ? '1 persona nueva te sigue' : `${count} personas nuevas te siguen`,
} as const;
