/** The admin dashboard's texts: spec section 2 tab names, section 5 confirmations, section 8 errors. */
export const ADMIN_TEXTS = {
  title: 'Panel de administración',
  statistics: 'Estadísticas',
  usersTab: 'Usuarios Creados',
  songsTab: 'Canciones Subidas',
  usersTable: 'Usuarios creados',
  songsTable: 'Canciones subidas',
  usersPager: 'Páginas de usuarios',
  songsPager: 'Páginas de canciones',
  deleteSongTitle: 'Eliminar canción',
  deleteUserTitle: 'Eliminar usuario',
  deleteSongQuestion: '¿Estás seguro de que quieres eliminar esta canción?',
  deleteUserQuestion: '¿Estás seguro de que quieres eliminar este usuario?',
  deleteSongFailed: 'Error al eliminar la canción.',
  deleteUserFailed: 'Error al eliminar el usuario.',
  noSongs: 'No hay canciones subidas.',
  noUsers: 'No hay usuarios creados.',
  publicSong: 'Público',
  privateSong: 'Privado',
  repertoire: 'Repertorio',
  library: 'Biblioteca',
} as const;

/** The people search of 'Usuarios Creados' (issue 34 point 4). */
export const PEOPLE_TEXTS = {
  search: 'Buscar personas',
  searchHint: 'Nombre, apodo o correo',
  role: 'Rol',
  allRoles: 'Todos los roles',
} as const;
