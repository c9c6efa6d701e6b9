/** Seconds as m:ss (spec section 9). Negative or non-finite input shows 0:00. */
export function formatDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** Cuts a text to `max` characters with an ellipsis, as cards and the player do (spec section 9). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Spec section 5 file-name rule: accents removed, ñ→n, anything but [A-Za-z0-9._-] → '_', timestamp prefix. */
export function sanitizeFileName(originalName: string, now: number = Date.now()): string {
  const withoutAccents = originalName
    .replace(/ñ/g, 'n')
    .replace(/Ñ/g, 'N')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  // Array.from walks code points, so an emoji becomes one '_' rather than two.
  const safe = Array.from(withoutAccents)
    .map((ch) => (/^[A-Za-z0-9._-]$/.test(ch) ? ch : '_'))
    .join('')
    // A name made only of dots could climb directories once joined to a path.
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length));
  return `${now}_${safe || 'archivo'}`;
}

// Whole counts are grouped here rather than by Intl: a page's first Intl formatter loads the
// locale's data, 15–23 ms in Chromium (60–90 ms on a phone 4× slower), in the render of the first
// screen that shows a count (a song's plays), a task React cannot cut. A count that is not a whole
// number (none the app shows today) still goes to Intl, made at its first use.
let countFormat: Intl.NumberFormat | undefined;

/** A count as Dominican readers write it (1,204,311), the same on the server's frames and the app. */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${grouped}` : grouped;
  }
  countFormat ??= new Intl.NumberFormat('es-DO');
  return countFormat.format(value);
}
