import { parsePage } from '../../components/lists/paging';

/** Spec section 2 admin dashboard tabs, as `?tab=` values; 'registro' is the audit log. */
export const ADMIN_TABS = ['usuarios', 'canciones', 'registro'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: unknown): value is AdminTab {
  return ADMIN_TABS.includes(value as AdminTab);
}

/** `/AdminPage?tab=canciones&page=2`: the open tab and its page, so the editors can return there. */
export interface AdminSearch {
  tab?: AdminTab;
  page?: number;
}

/** Route search validation without zod: the route's non-component code lands in the first bundle. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const result: AdminSearch = {};
  if (isAdminTab(search.tab)) result.tab = search.tab;
  if (search.page !== undefined) {
    const page = parsePage(search.page);
    if (page > 1) result.page = page;
  }
  return result;
}
