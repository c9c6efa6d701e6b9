/** Spec section 9: the repertoire composition row holds 8, or 10 at 768 px or narrower. */
export function compositionRowSize(narrow: boolean): number {
  return narrow ? 10 : 8;
}

/** Spec section 9: playlist rows hold 5, or 10 on small screens. */
export function playlistRowSize(narrow: boolean): number {
  return narrow ? 10 : 5;
}

/** One request serves every width. */
export const ROW_FETCH_LIMIT = 10;

/** Spec section 9: paginated lists show 30 per page. */
export const REPERTOIRE_PAGE_SIZE = 30;
