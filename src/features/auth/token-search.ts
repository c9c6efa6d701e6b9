/**
 * The `?token=` of the code-entry screens. Plain code (no zod): route search validators stay in
 * the first bundle even when the screen is split out. The router parses numbers and JSON in the
 * query, so a numeric-looking token arrives as a number.
 */
import { CODE_REQUEST_TOKEN_PATTERN } from '../../../domain/auth-texts';

export interface TokenSearch {
  token?: string;
}

/**
 * Only a token shaped like ours is kept: a cut or altered link is the same as a missing one (the
 * screen's Spanish 'Falta la solicitud del código…'), never a validator's message from the server.
 */
export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  const raw = search.token;
  const token = typeof raw === 'number' ? String(raw) : raw;
  if (typeof token === 'string' && CODE_REQUEST_TOKEN_PATTERN.test(token)) return { token };
  // Said explicitly: keys a validator leaves out keep the raw value the parent route parsed.
  return { token: undefined };
}
