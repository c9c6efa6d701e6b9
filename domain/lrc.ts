/**
 * Synced lyrics ('Letra sincronizada', docs/product.md "Letra sincronizada"): a song's lyrics in
 * LRC, one `[mm:ss.xx]` stamp at the start of each line. Lyrics without stamps are plain and stay
 * as they are; lyrics with them must be whole (every line stamped, in order, within the song), and
 * a mistake is named by its line. Zod-free: the player and the song form both read it.
 */

export interface SyncedLine {
  /** Seconds from the start of the song. */
  at: number;
  text: string;
}

export type Lyrics =
  | { kind: 'plain'; text: string }
  | { kind: 'synced'; lines: SyncedLine[] }
  | { kind: 'invalid'; line: number; message: string };

export const LRC_TEXTS = {
  badStamp: (line: number, stamp: string) =>
    `La línea ${line} de la letra sincronizada tiene una marca de tiempo inválida: ${stamp}. Use [mm:ss.cc], por ejemplo [01:23.45].`,
  unstamped: (line: number) =>
    `La línea ${line} de la letra sincronizada no tiene marca de tiempo: todas las líneas con texto la necesitan.`,
  outOfOrder: (line: number, at: string, previous: string) =>
    `La línea ${line} de la letra sincronizada (${at}) va antes que la anterior (${previous}): las marcas deben ir en orden.`,
  pastEnd: (line: number, at: string, end: string) =>
    `La línea ${line} de la letra sincronizada (${at}) pasa del final de la canción (${end}).`,
} as const;

/** A line that starts with a time stamp, or with something meant to be one: `[` and a digit. */
const STAMPED = /^\s*\[(\d[^\]]*)\](.*)$/;
const STAMP = /^(\d{1,3}):([0-5]\d)(?:[.:](\d{1,3}))?$/;
/** LRC's header tags ([ar:…], [ti:…], [offset:…]…): information, not lines. */
const TAG = /^\s*\[[a-z]+:[^\]]*\]\s*$/i;

/** 83.5 → '01:23.50', as stamps are written. */
export function stampOf(seconds: number): string {
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const hundredths = Math.round((seconds - whole) * 100);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(
    Math.min(hundredths, 99),
  ).padStart(2, '0')}`;
}

function secondsOf(stamp: string): number | null {
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const fraction = match[3] ? Number(`0.${match[3]}`) : 0;
  return Number(match[1]) * 60 + Number(match[2]) + fraction;
}

/**
 * Reads lyrics as the player and the form need them: plain (no line starts with a stamp), synced,
 * or the first mistake. `durationSeconds`, when known, bounds the stamps.
 */
export function readLyrics(text: string, durationSeconds?: number): Lyrics {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  if (!rows.some((row) => STAMPED.test(row))) return { kind: 'plain', text };
  const lines: SyncedLine[] = [];
  for (const [index, row] of rows.entries()) {
    const number = index + 1;
    if (row.trim() === '' || TAG.test(row)) continue;
    const match = STAMPED.exec(row);
    if (!match) return { kind: 'invalid', line: number, message: LRC_TEXTS.unstamped(number) };
    const at = secondsOf(match[1]);
    if (at === null) {
      return {
        kind: 'invalid',
        line: number,
        message: LRC_TEXTS.badStamp(number, `[${match[1]}]`),
      };
    }
    const previous = lines.at(-1);
    if (previous && at < previous.at) {
      return {
        kind: 'invalid',
        line: number,
        message: LRC_TEXTS.outOfOrder(number, stampOf(at), stampOf(previous.at)),
      };
    }
    if (durationSeconds !== undefined && durationSeconds > 0 && at > durationSeconds) {
      return {
        kind: 'invalid',
        line: number,
        message: LRC_TEXTS.pastEnd(number, stampOf(at), stampOf(durationSeconds)),
      };
    }
    lines.push({ at, text: match[2].trim() });
  }
  return { kind: 'synced', lines };
}

/** The lyrics as words alone (stamps and tags left out): what a reader or a search wants. */
export function lyricsText(text: string): string {
  const lyrics = readLyrics(text);
  return lyrics.kind === 'synced' ? lyrics.lines.map((line) => line.text).join('\n') : text;
}

/** The line sounding at `seconds`: the last one stamped at or before it; -1 before the first. */
export function currentLineIndex(lines: readonly SyncedLine[], seconds: number): number {
  let found = -1;
  for (const [index, line] of lines.entries()) {
    if (line.at <= seconds) found = index;
    else break;
  }
  return found;
}

/** The next line 'Marcar' stamps: the first with words, no stamp and no header tag. */
export function nextToStamp(text: string): { row: number; words: string } | null {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  const row = rows.findIndex(
    (line) => line.trim() !== '' && !STAMPED.test(line) && !TAG.test(line),
  );
  return row < 0 ? null : { row, words: rows[row].trim() };
}

/** `text` with `[mm:ss.cc]` of `seconds` put before its row `row` (the 'Marcar' button). */
export function stampRow(text: string, row: number, seconds: number): string {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  rows[row] = `[${stampOf(seconds)}]${rows[row].trim()}`;
  return rows.join('\n');
}
