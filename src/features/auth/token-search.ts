/**
 * The `?token=` of the code-entry screens. Plain code (no zod): route search validators stay in
 * the first bundle even when the screen is split out. The router parses numbers and JSON in the
 * query, so a numeric-looking token arrives as a number.
 */
export interface TokenSearch {
  token?: string;
}

export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  const token = search.token;
  if (typeof token === 'string' && token) return { token };
  if (typeof token === 'number') return { token: String(token) };
  return {};
}
