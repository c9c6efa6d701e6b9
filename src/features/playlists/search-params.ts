/** A positive integer id from a search parameter, or undefined. Without zod: route search
 * validation runs in the first bundle, which must stay small. */
export function positiveId(value: unknown): number | undefined {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** ?userId= on the playlists screens: that person's playlists instead of the caller's. */
export function validateUserIdSearch(search: Record<string, unknown>): { userId?: number } {
  const userId = positiveId(search.userId);
  return userId === undefined ? {} : { userId };
}

/** ?playlistId= on the add/added song screens: which playlist is open. */
export function validatePlaylistIdSearch(search: Record<string, unknown>): { playlistId?: number } {
  const playlistId = positiveId(search.playlistId);
  return playlistId === undefined ? {} : { playlistId };
}
