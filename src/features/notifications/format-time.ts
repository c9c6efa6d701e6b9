const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
const dated = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short' });

/** The full date and time, for the tooltip and for anything older than a week. */
export function formatFullTime(time: number): string {
  return dated.format(new Date(time));
}

/** 'hace 5 minutos', 'ayer' within a week; the date and time after that (Spanish). */
export function formatNotificationTime(time: number, now: number = Date.now()): string {
  const ago = now - time;
  if (ago < MINUTE) return 'Ahora mismo';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatFullTime(time);
}
