/** Shared data for the profiles web tests: full profiles and a fake API with the session calls. */
import type { SessionUser } from '../../../domain/api';
import type { Profile } from '../../../domain/auth';
import { HOME_ROUTES } from '../helpers/auth-fixtures';
import { type FakeApi, type FakeRoute, installFakeApi, ok, page } from '../helpers/fake-api';

export function makeProfile(id: number, overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: id,
    credentials_id: id,
    name: 'Rafael',
    lastName: 'Almonte',
    nickname: 'Fello Almonte',
    phone: '809-555-0102',
    instruments: ['Acordeón', 'Güira'],
    nationality: 'Dominicano/a',
    dni: null,
    biografia: 'Acordeonista de Tamboril.',
    bannerImage: null,
    userImageUrl: null,
    social_network_selected: ['Facebook'],
    social_network_link: ['https://www.facebook.com/fello'],
    roles: ['composer'],
    has_uploaded_song: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The calls every screen makes, plus the profile rows of the person viewed. */
export function serveProfiles(
  routes: Record<string, FakeRoute>,
  viewer: SessionUser | null = null,
): FakeApi {
  return installFakeApi({
    ...HOME_ROUTES,
    ...(viewer ? { '/session': () => ok(viewer) } : {}),
    '/songsFromRepertoire': () => ok(page([])),
    '/playlistsFromRepertoire': () => ok(page([])),
    ...routes,
  });
}
