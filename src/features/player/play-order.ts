/**
 * What plays next: shuffle and repeat as pure
 * rules, so the player applies them and tests read them without audio.
 */

/** 'Repetir' cycles off → all → one. 'all' is the spec's wrap-around, and the default. */
export type RepeatMode = 'off' | 'all' | 'one';

export const REPEAT_MODES: readonly RepeatMode[] = ['off', 'all', 'one'];

export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  return REPEAT_MODES[(REPEAT_MODES.indexOf(mode) + 1) % REPEAT_MODES.length];
}

export function isRepeatMode(value: unknown): value is RepeatMode {
  return REPEAT_MODES.includes(value as RepeatMode);
}

/** The bar's words for each mode: the button says what is on now. */
export const REPEAT_LABELS: Record<RepeatMode, string> = {
  off: 'Repetir: desactivado',
  all: 'Repetir: toda la lista',
  one: 'Repetir: esta canción',
};

/**
 * 'Aleatorio': the current song first, then every other one in a random order (Fisher–Yates), so
 * no song comes back before all have played. `random` is injectable for tests.
 */
export function shuffledAround<T>(list: readonly T[], index: number, random = Math.random): T[] {
  const current = list[index];
  const rest = list.filter((_, position) => position !== index);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return current === undefined ? rest : [current, ...rest];
}

/**
 * The index to play when the song at `index` of `count` ends, or null to stop: 'one' plays it
 * again; 'all' wraps (a list of one song stops, as the spec says); 'off' stops after the last.
 */
export function indexAfterEnd(index: number, count: number, repeat: RepeatMode): number | null {
  if (count === 0) return null;
  if (repeat === 'one') return index;
  if (index + 1 < count) return index + 1;
  return repeat === 'all' && count > 1 ? 0 : null;
}
