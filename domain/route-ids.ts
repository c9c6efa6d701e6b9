/**
 * An id in a screen's path ('/Artist/12'): the same rule for the app's routes and for the
 * server's first frames of them, so both agree on which paths name a song.
 */
import { parseId } from './ids';

/** '12' → 12; anything that is not a positive database id written one way → null. */
export function positiveIntParam(raw: string): number | null {
  return parseId(raw);
}
