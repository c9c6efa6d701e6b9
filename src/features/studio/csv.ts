/**
 * The studio's numbers as a CSV file: one row a day, the same columns as the
 * table view (new followers 0 in one song's view), comma-separated with a header, dates as YYYY-MM-DD.
 */
import type { StudioStats } from '../../../domain/studio';

const HEADER = [
  'fecha',
  'reproducciones',
  'oyentes',
  'me_gusta',
  'anadida_a_playlists',
  'escuchadas_mas_de_la_mitad',
  'reproducciones_medidas',
  'seguidores_nuevos',
];

export function studioCsv(stats: StudioStats): string {
  const rows = stats.daily.map((day) =>
    [
      day.day,
      day.plays,
      day.listeners,
      day.likes,
      day.playlist_adds,
      day.past_half,
      day.tracked,
      day.followers,
    ].join(','),
  );
  return `${[HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}

/** 'estadisticas-30-dias.csv', or with the song's id for one song. */
export function studioCsvName(stats: StudioStats): string {
  const song = stats.song ? `-cancion-${stats.song.song_id}` : '';
  return `estadisticas${song}-${stats.days}-dias.csv`;
}
