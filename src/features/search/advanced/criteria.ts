/**
 * The two criteria rows of the advanced search (spec section 5): each chooses a field and a text;
 * the rows never use the same field — choosing the other row's field swaps the two fields.
 */
import {
  normalizeSearchTerm,
  SEARCH_FIELD_VALUES,
  type SearchField,
} from '../../../../domain/search-fields';
import { SEARCH_FIELDS } from '../../../../domain/search-terms';
import type { AdvancedCriteria } from '../api';
import type { AdvancedSearchParams } from './search-params';

export type { AdvancedSearchParams };

export interface CriteriaRow {
  field: SearchField;
  value: string;
}
export type Criteria = readonly [CriteriaRow, CriteriaRow];
export type RowIndex = 0 | 1;

export const DEFAULT_CRITERIA: Criteria = [
  { field: 'titulo', value: '' },
  { field: 'compositor', value: '' },
];

/** Row `row` takes `field`; if the other row had it, the other row takes this row's old field. */
export function chooseField(criteria: Criteria, row: RowIndex, field: SearchField): Criteria {
  const other = row === 0 ? 1 : 0;
  const next: [CriteriaRow, CriteriaRow] = [{ ...criteria[0] }, { ...criteria[1] }];
  if (criteria[other].field === field) next[other].field = criteria[row].field;
  next[row].field = field;
  return next;
}

export function setValue(criteria: Criteria, row: RowIndex, value: string): Criteria {
  const next: [CriteriaRow, CriteriaRow] = [{ ...criteria[0] }, { ...criteria[1] }];
  next[row].value = value;
  return next;
}

/** At least one row has text once trimmed. */
export function hasCriteria(criteria: Criteria): boolean {
  return criteria.some((row) => normalizeSearchTerm(row.value) !== '');
}

export function toRequest(criteria: Criteria): AdvancedCriteria {
  return {
    field1: criteria[0].field,
    value1: normalizeSearchTerm(criteria[0].value),
    field2: criteria[1].field,
    value2: normalizeSearchTerm(criteria[1].value),
  };
}

/** The rows a URL describes (defaults where it says nothing; a clash keeps row one's field). */
export function criteriaFromParams(params: AdvancedSearchParams): Criteria {
  const first: CriteriaRow = {
    field: params.field1 ?? DEFAULT_CRITERIA[0].field,
    value: params.value1 ?? '',
  };
  let secondField = params.field2 ?? DEFAULT_CRITERIA[1].field;
  if (secondField === first.field) {
    secondField = SEARCH_FIELD_VALUES.find((field) => field !== first.field) ?? secondField;
  }
  return [first, { field: secondField, value: params.value2 ?? '' }];
}

export function paramsFromCriteria(criteria: Criteria, page = 1): AdvancedSearchParams {
  const request = toRequest(criteria);
  const params: AdvancedSearchParams = { field1: request.field1, field2: request.field2 };
  if (request.value1) params.value1 = request.value1;
  if (request.value2) params.value2 = request.value2;
  if (page > 1) params.page = page;
  return params;
}

/**
 * What a search is called in the title, as the quick search's 'Buscar «Luna»' (docs/product.md
 * "Search"): each row with text, by its field: 'Buscar «Luna» en Título y «Peña» en Compositor'.
 */
export function criteriaTitle(criteria: Criteria): string | null {
  const parts = criteria
    .map((row) => ({ ...row, value: normalizeSearchTerm(row.value) }))
    .filter((row) => row.value !== '')
    .map((row) => {
      const label = SEARCH_FIELDS.find((field) => field.value === row.field)?.label ?? row.field;
      return `«${row.value}» en ${label}`;
    });
  return parts.length === 0 ? null : `Buscar ${parts.join(' y ')}`;
}
