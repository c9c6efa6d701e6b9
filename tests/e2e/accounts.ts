/**
 * Accounts made through the API as the app makes them, for end-to-end tests that need people of
 * their own (two creators with one name, an account to delete): registered with the code from the
 * captured mail, made 'artista', named, terms accepted.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { TERMS_VERSION } from '../../domain/terms-texts';
import { API_CALL } from './api-call';
import { readLastCode } from './mailbox';

const AUDIO = 'tests/fixtures/audio/tono-3s.mp3';
const PASSWORD = 'Merengue2026';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the API's, checked by its own tests
async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response.json();
}

/** A person registered through the API with the code from the mail, signed in on `api`. */
export async function registered(baseURL: string, tag: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { validationToken } = await ok(
    await api.post('/api/v1/request_validate_email_with_code', { ...API_CALL, data: { email } }),
  );
  const code = await readLastCode(email);
  await ok(
    await api.post('/api/v1/validate_email_code', {
      ...API_CALL,
      data: { token: validationToken, code },
    }),
  );
  const user = await ok(
    await api.post('/api/v1/register', {
      ...API_CALL,
      data: { email, password: PASSWORD, validationToken },
    }),
  );
  return { api, id: user.credentials_id as number, email, password: PASSWORD };
}

/** A creator made through the API as onboarding makes one: registered, 'artista', named, terms. */
export async function creator(
  baseURL: string,
  tag: string,
  lastName: string,
  nickname: string | null,
) {
  const { api, id, email } = await registered(baseURL, tag);
  await ok(
    await api.put(`/api/v1/credentials/${id}`, { ...API_CALL, data: { roles: ['composer'] } }),
  );
  await ok(
    await api.put(`/api/v1/users/${id}`, {
      ...API_CALL,
      data: { name: 'Ana', lastName, nickname },
    }),
  );
  await ok(
    await api.post('/api/v1/terms/acceptances', { ...API_CALL, data: { version: TERMS_VERSION } }),
  );
  return { api, id, email, password: PASSWORD };
}

export async function publish(api: APIRequestContext, title: string, composers: string[]) {
  const upload = await ok(
    await api.post('/api/v1/storage/audios', {
      ...API_CALL,
      multipart: {
        file: { name: 'tono.mp3', mimeType: 'audio/mpeg', buffer: await readFile(AUDIO) },
      },
    }),
  );
  return (await ok(
    await api.post('/api/v1/songs', {
      ...API_CALL,
      data: { title, gender: 'MERENGUE', composers, audio: upload.url },
    }),
  )) as { song_id: number };
}
