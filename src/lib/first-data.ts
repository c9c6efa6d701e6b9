import { FIRST_DATA_ELEMENT_ID } from '../../domain/api-base';
import { readStoredUser } from './session';

let answers: Record<string, unknown> | null = null;

function readAnswers(doc: Document): Record<string, unknown> {
  try {
    const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface SentAnswer {
  data: unknown;
  /**
   * When it was answered (the page's own load), so react-query ages it like a fetched one. What
   * the server sends is what a visitor gets; a signed-in person may see more (their private
   * songs, the original audio), so for them it counts as already old and is refreshed at once.
   */
  updatedAt: number;
}

/**
 * The API answer the server sent with the page for `cacheKey` (server/html/page-shell.ts), so
 * a screen opened from a link draws at once instead of asking again.
 */
export function firstData(cacheKey: string, doc: Document = document): SentAnswer | undefined {
  answers ??= readAnswers(doc);
  if (!(cacheKey in answers)) return undefined;
  const visitor = readStoredUser() === null;
  return { data: answers[cacheKey], updatedAt: visitor ? Math.round(performance.timeOrigin) : 0 };
}

/** Tests start each case from a new page. */
export function resetFirstData(): void {
  answers = null;
}
