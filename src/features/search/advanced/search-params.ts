/**
 * The /search URL parameters: the criteria that were searched, and the page. Kept apart from the
 * criteria rules because the route checks its URL in the first bundle, which must stay small.
 */
import { SEARCH_FIELD_VALUES, type SearchField } from '../../../../domain/search-fields';

export interface AdvancedSearchParams {
  field1?: SearchField;
  value1?: string;
  field2?: SearchField;
  value2?: string;
  page?: number;
}

function fieldOf(value: unknown): SearchField | undefined {
  return SEARCH_FIELD_VALUES.find((field) => field === value);
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Route search validation without zod: unknown fields and blank texts are left out. */
export function validateAdvancedSearch(search: Record<string, unknown>): AdvancedSearchParams {
  const params: AdvancedSearchParams = {};
  const field1 = fieldOf(search.field1);
  const field2 = fieldOf(search.field2);
  const value1 = textOf(search.value1);
  const value2 = textOf(search.value2);
  if (field1) params.field1 = field1;
  if (value1) params.value1 = value1;
  if (field2) params.field2 = field2;
  if (value2) params.value2 = value2;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  return params;
}
