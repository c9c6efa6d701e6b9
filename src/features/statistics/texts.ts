/** What the statistics screen says, in Spanish. */
import { formatCount } from '../../../domain/format';

export { formatCount };

function plural(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

export const STATISTICS_TEXTS = {
  title: 'Estadísticas',
  loading: 'Cargando estadísticas...',
  retry: 'Reintentar',
  totals: 'Resumen',
  users: 'Usuarios',
  listeners: 'Oyentes',
  composers: 'Compositores',
  admins: 'Administradores',
  songs: 'Canciones',
  playlists: 'Playlists',
  likes: 'Me gusta',
  plays: 'Reproducciones',
  topSongs: 'Canciones con más me gusta',
  mostPlayed: 'Canciones más escuchadas',
  noPlays: 'Aún no se ha escuchado ninguna canción.',
  topCreators: 'Creadores con más me gusta',
  noSongs: 'Aún no hay canciones.',
  noCreators: 'Aún no hay creadores.',
  privateSong: 'Privada',
  weeklyUploads: 'Canciones subidas por semana',
  week: 'Semana',
  from: 'Desde',
  uploads: 'Subidas',
  likesOf: (value: number) => plural(value, 'me gusta', 'me gusta'),
  playsOf: (value: number) => plural(value, 'reproducción', 'reproducciones'),
  songsOf: (value: number) => plural(value, 'canción', 'canciones'),
  privateOf: (value: number) => plural(value, 'privada', 'privadas'),
  rolesNote: 'Una cuenta puede tener más de un rol.',
  chartLabel: (weeks: number, total: number) =>
    `Canciones subidas por semana en las últimas ${weeks} semanas: ${plural(total, 'canción', 'canciones')} en total`,
} as const;

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** 'YYYY-MM-DD' (a Monday, UTC) as d/m/aaaa. */
export function formatWeekStart(weekStart: string): string {
  const [year, month, day] = weekStart.split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
}

/** The chart's two-line label of a week: its Monday's day, then the month ('7', 'sep'). */
export function weekStartParts(weekStart: string): { day: string; month: string } {
  const [, month, day] = weekStart.split('-');
  return { day: String(Number(day)), month: MONTHS[Number(month) - 1] ?? month };
}
