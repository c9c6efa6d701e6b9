/**
 * The search contract, shared by server and web: GET /search, /search/suggestions
 * and /search/advanced. Texts, fields and term rules live in domain/search-terms.ts.
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema, playlistSchema, songSchema } from './api';
import { composerSchema } from './profiles';
import {
  normalizeSearchTerm,
  SEARCH_FIELD_VALUES,
  SEARCH_LIMITS,
  SEARCH_TEXTS,
  type SearchField,
} from './search-terms';

export * from './search-terms';

/** A term as typed: trimmed, spaces collapsed, at most SEARCH_LIMITS.termMax characters. */
const termSchema = z
  .string()
  .default('')
  .transform(normalizeSearchTerm)
  .pipe(z.string().max(SEARCH_LIMITS.termMax, SEARCH_TEXTS.termTooLong));

/** GET /search?q=&limit=&offset= (an empty q finds nothing). */
export const searchQuerySchema = pageQuerySchema.extend({ q: termSchema });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /search/suggestions?q= */
export const suggestionsQuerySchema = z.object({ q: termSchema });
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

const fieldSchema = (fallback: SearchField) =>
  z.enum(SEARCH_FIELD_VALUES, { error: 'El campo de búsqueda no es válido.' }).default(fallback);

/**
 * GET /search/advanced?field1=&value1=&field2=&value2=&limit=&offset= (spec section 5): rows
 * without text are ignored, the others combine with AND. At least one must have text: the server
 * answers 400 with SEARCH_TEXTS.criteriaRequired otherwise (checked by the service, so that text
 * is the answer's message and not only one of its errors).
 */
export const advancedSearchQuerySchema = pageQuerySchema.extend({
  field1: fieldSchema('titulo'),
  value1: termSchema,
  field2: fieldSchema('compositor'),
  value2: termSchema,
});
export type AdvancedSearchQuery = z.output<typeof advancedSearchQuerySchema>;

/** One criterion of the advanced search, as the server applies it. */
export interface SearchCriterion {
  field: SearchField;
  value: string;
}

/** The rows of an advanced query that have text, in order. */
export function criteriaOf(query: AdvancedSearchQuery): SearchCriterion[] {
  return [
    { field: query.field1, value: query.value1 },
    { field: query.field2, value: query.value2 },
  ].filter((criterion) => criterion.value !== '');
}

/**
 * A page of search results. `total` counts the matches up to offset + limit + a look-ahead
 * (SEARCH_LIMITS.countAhead for the advanced search, quickCountAhead for the quick search); when
 * there are more, `capped` is true and `total` is that bound (a lower bound: "more than total"). Counting every match of a broad term would make each search cost
 * as much as the catalogue is large.
 */
export function searchPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ capped: z.boolean() });
}
export interface SearchPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  capped: boolean;
}

export const searchResultsSchema = z.object({
  songs: searchPageSchema(songSchema),
  /** Composers as GET /composers answers them (display_name by domain/display-name). */
  creators: searchPageSchema(composerSchema),
  playlists: searchPageSchema(playlistSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const SUGGESTION_TYPES = ['song', 'creator'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** A suggestion under the search box: songs by title first, then creators (spec section 9). */
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  /** song_id for a song, user_id for a creator. */
  id: z.number().int(),
  /** The song's title, or the creator's display name. */
  label: z.string(),
  /** The song's composers, or the creator's full name when the label is a nickname. */
  sublabel: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({
  items: z.array(suggestionSchema).max(SEARCH_LIMITS.suggestions),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const advancedSearchResultsSchema = searchPageSchema(songSchema);
