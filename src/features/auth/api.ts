/**
 * The accounts calls (spec section 7 with DECISIONS "Security": codes are checked by the server).
 * Deliberately free of zod: the session check and logout run in the visitor's first bundle, and
 * domain/auth builds its schemas at load. Answers are checked by small hand-written guards instead.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../domain/api';
import { fetchJson } from '../../lib/fetch-json';
import { loadHttp } from '../../lib/lazy-http';

export class UnexpectedResponseError extends Error {
  constructor() {
    super('Formato de respuesta inesperado');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The session user the API returns (login, register, GET /session). */
export function toSessionUser(data: unknown): SessionUser {
  if (
    isRecord(data) &&
    typeof data.credentials_id === 'number' &&
    Array.isArray(data.roles) &&
    data.roles.every((role) => typeof role === 'string') &&
    typeof data.has_uploaded_song === 'boolean'
  ) {
    return {
      credentials_id: data.credentials_id,
      roles: data.roles as string[],
      has_uploaded_song: data.has_uploaded_song,
      terms_accepted: data.terms_accepted === true,
      ...(typeof data.email === 'string' ? { email: data.email } : {}),
    };
  }
  throw new UnexpectedResponseError();
}

function stringField(data: unknown, field: string): string {
  if (isRecord(data) && typeof data[field] === 'string') return data[field];
  throw new UnexpectedResponseError();
}

export interface Credentials {
  email: string;
  password: string;
}

/** POST /login. A 401 here is a wrong password, not a lost session: no redirect. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/login', credentials, {
    skipUnauthorizedRedirect: true,
  });
  return toSessionUser(data);
}

/** POST /logout: revokes the session on the server and clears its cookie. */
export async function logout(): Promise<void> {
  const http = await loadHttp();
  await http.post('/logout', undefined, { skipUnauthorizedRedirect: true });
}

/** GET /session: who the cookie belongs to; a 401 is handled by the caller. */
export async function fetchSession(): Promise<SessionUser> {
  return toSessionUser(await fetchJson<unknown>('/session', { skipUnauthorizedRedirect: true }));
}

export interface OidcInfo {
  enabled: boolean;
  name: string | null;
}

/** GET /oidc: whether the social sign-in button is offered, and the provider's name. */
export async function fetchOidcInfo(): Promise<OidcInfo> {
  const data = await fetchJson<unknown>('/oidc', { skipUnauthorizedRedirect: true });
  if (isRecord(data) && typeof data.enabled === 'boolean') {
    return { enabled: data.enabled, name: typeof data.name === 'string' ? data.name : null };
  }
  throw new UnexpectedResponseError();
}

export interface EmailValidation {
  email: string;
  validationToken: string;
}

/** POST /request_validate_email_with_code: mails a code; 409 when the email is registered. */
export async function requestEmailValidation(email: string): Promise<EmailValidation> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/request_validate_email_with_code', { email });
  return {
    email: stringField(data, 'email'),
    validationToken: stringField(data, 'validationToken'),
  };
}

export interface CodeCheck {
  token: string;
  code: string;
}

/** The two code checks answer the email the code was sent to. */
export type CodeCheckResult = { email: string };

/** POST /validate_email_code: 400 'El código no coincide' (or expired, too many tries). */
export async function validateEmailCode(check: CodeCheck): Promise<CodeCheckResult> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/validate_email_code', check);
  return { email: stringField(data, 'email') };
}

/** POST /verify_reset_code. */
export async function verifyResetCode(check: CodeCheck): Promise<CodeCheckResult> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/verify_reset_code', check);
  return { email: stringField(data, 'email') };
}

export interface Registration {
  email: string;
  password: string;
  validationToken: string;
}

/** POST /register: 201 with the session user, the session cookie set by the server. */
export async function register(registration: Registration): Promise<SessionUser> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/register', registration);
  return toSessionUser(data);
}

/** POST /sendRegistrationNotification: the welcome mail (fire and forget). */
export async function sendRegistrationNotification(): Promise<void> {
  const http = await loadHttp();
  await http.post('/sendRegistrationNotification');
}

export interface PasswordResetRequest {
  message: string;
  email: string;
  resetToken: string;
}

/** POST /request_password_reset_with_code: the same generic answer for any email. */
export async function requestPasswordReset(email: string): Promise<PasswordResetRequest> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/request_password_reset_with_code', { email });
  return {
    message: stringField(data, 'message'),
    email: stringField(data, 'email'),
    resetToken: stringField(data, 'resetToken'),
  };
}

export interface PasswordUpdate {
  email: string;
  newPassword: string;
  resetToken: string;
}

/** POST /update_password: works once, with a token whose code was verified. */
export async function updatePassword(update: PasswordUpdate): Promise<{ message: string }> {
  const http = await loadHttp();
  const { data } = await http.post<unknown>('/update_password', update);
  return { message: stringField(data, 'message') };
}

export const authKeys = {
  session: ['session'] as const,
  oidc: ['oidc'] as const,
};

export const oidcInfoQueryOptions = queryOptions({
  queryKey: authKeys.oidc,
  queryFn: fetchOidcInfo,
  // The configuration changes only with a restart; offline, the button simply is not offered.
  staleTime: 10 * 60_000,
  retry: false,
});
