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

/** The people search of 'Usuarios Creados'. */
export const PEOPLE_TEXTS = {
  search: 'Buscar personas',
  searchHint: 'Nombre, apodo o correo',
  role: 'Rol',
  allRoles: 'Todos los roles',
} as const;

/** Moderating a person: role, suspension, and the 'Registro' tab. */
export const MODERATION_UI_TEXTS = {
  status: 'Estado',
  active: 'Activa',
  suspended: 'Suspendida',
  moderate: 'Moderar',
  title: (name: string) => `Moderar a ${name}`,
  role: 'Rol de la cuenta',
  changeRole: 'Cambiar rol',
  roleChanged: (name: string, role: string) => `${name} ahora es ${role}.`,
  suspension: 'Suspensión',
  suspendHint:
    'No podrá iniciar sesión y sus canciones públicas quedarán ocultas hasta que reactives la cuenta.',
  suspendReason: 'Motivo de la suspensión (opcional)',
  suspend: 'Suspender cuenta',
  suspendedDone: (name: string) => `La cuenta de ${name} está suspendida.`,
  suspendedHint:
    'La cuenta está suspendida: no puede iniciar sesión y sus canciones públicas están ocultas.',
  reactivate: 'Reactivar cuenta',
  reactivatedDone: (name: string) => `La cuenta de ${name} está activa de nuevo.`,
  failed: 'No se pudo completar la acción.',
  logTab: 'Registro',
  logTable: 'Registro de moderación',
  logPager: 'Páginas del registro',
  noEntries: 'Aún no hay acciones de moderación.',
  when: 'Fecha',
  who: 'Administrador',
  what: 'Acción',
  whom: 'Persona',
  detail: 'Detalle',
} as const;
