/** What the creator studio says. */
import { formatCount } from '../../../domain/format';
import type { StudioPeriod } from '../../../domain/studio';

export const STUDIO_TEXTS = {
  title: 'Estadísticas',
  intro: 'Cómo se escuchan tus canciones. Solo cifras: nunca quién escuchó.',
  ofSong: (title: string) => `De «${title}»`,
  allSongs: 'Todas mis canciones',
  period: 'Periodo',
  periodLabel: (days: StudioPeriod) => `${days} días`,
  plays: 'Reproducciones',
  listeners: 'Oyentes al día',
  listenersDetail: 'Promedio de personas con sesión iniciada',
  likes: 'Me gusta',
  playlistAdds: 'Añadida a playlists',
  followers: 'Seguidores nuevos',
  pastHalf: 'Escuchadas más de la mitad',
  pastHalfNone: 'Sin datos aún',
  pastHalfDetail: (tracked: number) =>
    `De ${formatCount(tracked)} ${tracked === 1 ? 'reproducción medida' : 'reproducciones medidas'}`,
  perDay: 'Por día',
  metric: 'Cifra',
  view: 'Vista',
  chart: 'Gráfico',
  table: 'Tabla',
  day: 'Día',
  chartLabel: (metric: string, days: number, total: number) =>
    `${metric} por día en los últimos ${days} días: ${formatCount(total)} en total. La vista Tabla tiene cada día.`,
  sources: 'De dónde empiezan',
  sourcesNone: 'Aún no hay reproducciones con origen en este periodo.',
  embedSites: 'Sitios que insertan tus canciones',
  embedSite: 'Sitio',
  topSongs: 'Canciones más escuchadas',
  topSongsNone: 'Ninguna canción tuya se escuchó en este periodo.',
  song: 'Canción',
  viewSong: (title: string) => `Ver las estadísticas de «${title}»`,
  csv: 'Descargar CSV',
  loading: 'Cargando estadísticas...',
  retry: 'Reintentar',
} as const;

export { formatCount };

/** A share (0 to 1) as a whole percentage: '63 %'. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)} %`;
}
