/**
 * An id in a screen's path ('/Artist/12'): the same rule for the app's routes and for the
 * server's first frames of them, so both agree on which paths name a song.
 */
const MAX_ID = 2_147_483_647;

/** '12' → 12; anything that is not a positive database id → null. */
export function positiveIntParam(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
