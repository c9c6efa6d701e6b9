/**
 * Suggestions while typing (spec sections 5 and 9): one request per pause in typing (debounced),
 * the previous request cancelled when a new one starts, and an answer that arrives after a newer
 * question is dropped even if its request could not be cancelled. Loaded when the search box is
 * first used, so the first visit does not carry it.
 */
import type { Suggestion } from '../../../domain/search';
import { normalizeSearchTerm } from '../../../domain/search-terms';
import { suggestEverywhere } from './search-source';

export const SUGGESTION_DELAY_MS = 250;

export interface SuggestionAnswer {
  /** The term these suggestions answer. */
  query: string;
  items: Suggestion[];
  /** True when they come from this device's stored music (no connection). */
  offline: boolean;
}

export interface SuggestionSource {
  /** Asks for suggestions for `text` after the typing pause; an empty term clears them at once. */
  request(text: string): void;
  /** Forgets any pending question: nothing more will be delivered for it. */
  cancel(): void;
}

export type SuggestionFetcher = (
  query: string,
  signal: AbortSignal,
) => Promise<{ data: { items: Suggestion[] }; offline: boolean }>;

export function createSuggestionSource(
  deliver: (answer: SuggestionAnswer) => void,
  fetcher: SuggestionFetcher = (query, signal) => suggestEverywhere(query, signal),
  delayMs: number = SUGGESTION_DELAY_MS,
): SuggestionSource {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let latest = 0;

  const cancel = () => {
    latest += 1;
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  };

  return {
    request(text) {
      cancel();
      const query = normalizeSearchTerm(text);
      if (query === '') {
        deliver({ query, items: [], offline: false });
        return;
      }
      const asked = latest;
      timer = setTimeout(async () => {
        const mine = new AbortController();
        controller = mine;
        try {
          const { data, offline } = await fetcher(query, mine.signal);
          if (asked === latest) deliver({ query, items: data.items, offline });
        } catch {
          // Cancelled, or the server failed: suggestions are a convenience, the search still works.
          if (asked === latest) deliver({ query, items: [], offline: false });
        } finally {
          if (controller === mine) controller = null;
        }
      }, delayMs);
    },
    cancel,
  };
}
