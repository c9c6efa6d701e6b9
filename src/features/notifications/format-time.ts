const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Made at the first notification shown, not when the signed-in top bar loads: each kind of Intl
// formatter loads its locale data once, 8–20 ms (domain/format.ts).
let relative: Intl.RelativeTimeFormat | undefined;
let dated: Intl.DateTimeFormat | undefined;

/** The full date and time, for the tooltip and for anything older than a week. */
export function formatFullTime(time: number): string {
  dated ??= new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short' });
  return dated.format(new Date(time));
}

/** 'hace 5 minutos', 'ayer' within a week; the date and time after that (Spanish). */
export function formatNotificationTime(time: number, now: number = Date.now()): string {
  const ago = now - time;
  if (ago < MINUTE) return 'Ahora mismo';
  relative ??= new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatFullTime(time);
}
