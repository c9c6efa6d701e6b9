/** What the onboarding tests share: a blank profile, a signed-in newcomer, the PUT bodies sent. */
import type { InternalAxiosRequestConfig } from 'axios';
import type { Profile } from '../../../domain/auth';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import type { FakeApi } from '../helpers/fake-api';

/** A profile as registration leaves it: nothing filled in yet. */
export function blankProfile(userId: number, overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: userId,
    credentials_id: userId,
    name: null,
    lastName: null,
    nickname: null,
    phone: null,
    instruments: [],
    nationality: null,
    dni: null,
    biografia: null,
    bannerImage: null,
    userImageUrl: null,
    social_network_selected: [],
    social_network_link: [],
    roles: [],
    has_uploaded_song: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signed in with these roles and no song yet, as the onboarding screens expect. */
export function signInNewcomer(userId: number, roles: string[]) {
  resetSessionStoreForTests();
  saveSessionUser({
    credentials_id: userId,
    roles,
    has_uploaded_song: false,
    terms_accepted: false,
  });
}

export function requestBody(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

/** The bodies of the PUT calls made to this path, in order. */
export function putBodies(api: FakeApi, path: string): unknown[] {
  return api.calls
    .filter((call) => call.method === 'put' && call.url === path)
    .map((call) => requestBody(call));
}
