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

/** Page `page` of a person's repertoire list (its route's loader and its screen). */
export function repertoirePage(userId: number, page: number) {
  return { userId, limit: REPERTOIRE_PAGE_SIZE, offset: (page - 1) * REPERTOIRE_PAGE_SIZE };
}

/** The first `ROW_FETCH_LIMIT` of a repertoire row (/repertoire/{id} and the profile pages). */
export function repertoireRow(userId: number) {
  return { userId, limit: ROW_FETCH_LIMIT, offset: 0 };
}
