import { NO_INSTRUMENT } from '../../../domain/instruments';

/**
 * 'Ninguno' excludes every instrument: choosing it clears the others, and choosing an instrument
 * while 'Ninguno' is selected drops 'Ninguno'.
 */
export function applyInstrumentChoice(
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const addedNone = next.includes(NO_INSTRUMENT) && !previous.includes(NO_INSTRUMENT);
  if (addedNone) return [NO_INSTRUMENT];
  if (next.length > 1 && next.includes(NO_INSTRUMENT)) {
    return next.filter((item) => item !== NO_INSTRUMENT);
  }
  return [...next];
}
