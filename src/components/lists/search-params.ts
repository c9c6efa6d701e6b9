import { parsePage } from './paging';

/** `?page=2` of the paginated lists; the first page has no parameter. */
export interface ListSearch {
  page?: number;
}

/** Route search validation without zod: it runs in the first bundle, which must stay small. */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  if (search.page === undefined) return {};
  const page = parsePage(search.page);
  return page > 1 ? { page } : {};
}
