/** Spec section 9: paginated lists show 30 per page. */
export const SONGS_PER_PAGE = 30;

/** The `?page=` of a list URL: a whole number from 1, anything else is the first page. */
export function parsePage(value: unknown): number {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function pageCount(total: number, perPage: number = SONGS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function offsetOf(page: number, perPage: number = SONGS_PER_PAGE): number {
  return (page - 1) * perPage;
}

/** The request behind page `page` of /RecentlyUploaded (its route's loader and its screen). */
export function recentSongsPage(page: number) {
  return { sort: 'recent', limit: SONGS_PER_PAGE, offset: offsetOf(page) } as const;
}
