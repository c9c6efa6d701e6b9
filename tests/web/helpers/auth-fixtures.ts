import type { InternalAxiosRequestConfig } from 'axios';
import type { SessionUser } from '../../../domain/api';
import { type FakeRoute, ok, page } from './fake-api';

export const LISTENER: SessionUser = {
  credentials_id: 21,
  roles: ['user'],
  has_uploaded_song: false,
  terms_accepted: true,
  email: 'oyente@tambora.app',
};
export const NEW_COMPOSER: SessionUser = {
  credentials_id: 22,
  roles: ['composer'],
  has_uploaded_song: false,
  terms_accepted: true,
  email: 'nuevo@tambora.app',
};
/** A new 'artista' who has not reached the end of the onboarding (the terms) yet. */
export const ONBOARDING_COMPOSER: SessionUser = {
  credentials_id: 24,
  roles: ['composer'],
  has_uploaded_song: false,
  terms_accepted: false,
  email: 'a-medias@tambora.app',
};
export const COMPOSER: SessionUser = {
  credentials_id: 23,
  roles: ['composer'],
  has_uploaded_song: true,
  terms_accepted: true,
  email: 'compositor@tambora.app',
};
export const ADMIN: SessionUser = {
  credentials_id: 1,
  roles: ['admin'],
  has_uploaded_song: false,
  terms_accepted: true,
  email: 'admin@tambora.app',
};

/** The public home calls, answered empty, for tests that land on /. */
export const HOME_ROUTES: Record<string, FakeRoute> = {
  '/creator_statistics': () => ok(page([])),
  '/songs': () => ok(page([])),
  '/playlistsFromRepertoireByAdmin': () => ok(page([])),
};

export function bodyOf(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

/** A promise the test settles when it wants: a request still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
