import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../domain/api';
import { AUTH_TEXTS } from '../../../domain/auth';
import {
  GUARD_RULES,
  type GuardRule,
  guardFor,
  homeAfterLogin,
} from '../../../src/features/auth/guards';

const user = (
  roles: string[],
  has_uploaded_song = false,
  credentials_id = 7,
  terms_accepted = true,
): SessionUser => ({
  credentials_id,
  roles,
  has_uploaded_song,
  terms_accepted,
  email: 'alguien@tambora.app',
});

const listener = user(['user']);
const composer = user(['composer'], true);
const newComposer = user(['composer'], false);
const admin = user(['admin'], false, 1);
const oddRole = user(['productor']);
/** Creators who have not accepted the terms in force (mid-onboarding, or since they changed). */
const composerWithoutTerms = user(['composer'], false, 7, false);
const creatorWithoutTerms = user(['composer'], true, 7, false);
const adminWithoutTerms = user(['admin'], false, 1, false);
const terms = { redirect: '/FormTermsCon' };

const mustRegister = { redirect: '/RegisterPageV1', alert: AUTH_TEXTS.mustRegister };
const home = { redirect: '/' };

describe('signed-in guard (spec section 2)', () => {
  const paths = [
    '/ChooseRegister',
    '/Library',
    '/FormGeneralInfo',
    '/FormPersonalInfo',
    '/FormTermsCon',
    '/PlaylistCardListRepertoire',
    '/AddSongPlaylistCard',
    '/AddedSongPlaylistCard',
    '/SongCardListUploadPlaylistsAdded',
    '/EditSongRepertorie/12',
    '/EditPlaylistRepertoire/3',
    '/EditPlaylistLibrary/3',
    '/UserSettings',
    '/NotificationsView',
    '/PlaylistCardV1',
    '/PlaylistCardListSearch',
  ];

  it.each(paths)('%s alerts a visitor and sends them to /RegisterPageV1', (path) => {
    expect(guardFor(path, null)).toEqual(mustRegister);
  });

  it.each(paths)('%s lets a signed-in listener and composer through', (path) => {
    expect(guardFor(path, listener)).toBeNull();
    expect(guardFor(path, composer)).toBeNull();
  });

  it('uses the exact spec alert text', () => {
    expect(AUTH_TEXTS.mustRegister).toBe('Debe registrarse para acceder a esta sección.');
  });

  it('matches without regard to case or a trailing slash, as the router does', () => {
    expect(guardFor('/library', null)).toEqual(mustRegister);
    expect(guardFor('/Library/', null)).toEqual(mustRegister);
    expect(guardFor('/LIBRARY', null)).toEqual(mustRegister);
  });

  it('does not confuse a longer path that merely starts the same', () => {
    // /FormGeneralInfo is signed-in only; /FormGeneralInfoUser is for listeners.
    expect(guardFor('/FormGeneralInfoUser', composer)).toEqual(home);
    expect(guardFor('/FormGeneralInfo', composer)).toBeNull();
    expect(guardFor('/Libraryx', null)).toBeNull();
  });
});

describe('admin only (others to /)', () => {
  const paths = ['/AdminPage', '/EditProfileAdmin/4', '/EditSongAdmin/9', '/AdminStadisticPage'];

  it.each(paths)('%s admits admins and sends everyone else home', (path) => {
    expect(guardFor(path, admin)).toBeNull();
    expect(guardFor(path, null)).toEqual(home);
    expect(guardFor(path, listener)).toEqual(home);
    expect(guardFor(path, composer)).toEqual(home);
  });
});

describe('role user only', () => {
  const paths = ['/FormGeneralInfoUser', '/FormPersonalInfoUser', '/EditPerfilUser/7'];

  it.each(paths)('%s admits listeners only', (path) => {
    expect(guardFor(path, listener)).toBeNull();
    expect(guardFor(path, composer)).toEqual(home);
    expect(guardFor(path, admin)).toEqual(home);
    expect(guardFor(path, null)).toEqual(home);
  });

  it('/FormTermsCon (also in the signed-in list) admits anyone signed in: publishing needs the terms', () => {
    expect(guardFor('/FormTermsCon', listener)).toBeNull();
    expect(guardFor('/FormTermsCon', newComposer)).toBeNull();
    expect(guardFor('/FormTermsCon', composerWithoutTerms)).toBeNull();
    expect(guardFor('/FormTermsCon', admin)).toBeNull();
    expect(guardFor('/FormTermsCon', oddRole)).toBeNull();
    expect(guardFor('/FormTermsCon', null)).toEqual(mustRegister);
  });
});

describe('composer or admin', () => {
  const paths = [
    '/uploadPlaylists',
    '/uploadSong',
    '/SongCardListUploadPlaylists',
    '/FormFirstSong',
  ];

  it.each(paths)('%s admits composers and admins', (path) => {
    expect(guardFor(path, composer)).toBeNull();
    expect(guardFor(path, newComposer)).toBeNull();
    expect(guardFor(path, admin)).toBeNull();
    expect(guardFor(path, listener)).toEqual(home);
    expect(guardFor(path, null)).toEqual(home);
  });

  it.each(['/uploadSong', '/FormFirstSong'])(
    '%s sends a creator who has not accepted the terms to them first',
    (path) => {
      expect(guardFor(path, composerWithoutTerms)).toEqual(terms);
      expect(guardFor(path, creatorWithoutTerms)).toEqual(terms);
      expect(guardFor(path, adminWithoutTerms)).toEqual(terms);
      expect(guardFor(path, user(['user'], false, 7, false))).toEqual(home);
    },
  );
});

describe('/repertoire/{userId}', () => {
  it('admits the composer who owns it once they have uploaded a song', () => {
    expect(guardFor('/repertoire/7', composer)).toBeNull();
  });

  it('sends a composer without a song to /FormFirstSong', () => {
    expect(guardFor('/repertoire/7', newComposer)).toEqual({ redirect: '/FormFirstSong' });
  });

  it("sends a composer to / from someone else's repertoire", () => {
    expect(guardFor('/repertoire/8', composer)).toEqual(home);
  });

  it('sends non-composers home, admins included', () => {
    expect(guardFor('/repertoire/7', listener)).toEqual(home);
    expect(guardFor('/repertoire/1', admin)).toEqual(home);
    expect(guardFor('/repertoire/7', null)).toEqual(home);
  });

  it('leaves the public /repertoire upload form of the spec alone', () => {
    expect(guardFor('/repertoire', null)).toBeNull();
  });
});

describe('account screens', () => {
  it('sends a signed-in visitor of /LoginPageV1 home', () => {
    expect(guardFor('/LoginPageV1', listener)).toEqual(home);
    expect(guardFor('/LoginPageV1', null)).toBeNull();
  });

  it("sends /RegisterPageV1 to /ChooseRegister once the 'registered' flag is set", () => {
    expect(guardFor('/RegisterPageV1', listener, { registered: true })).toEqual({
      redirect: '/ChooseRegister',
    });
    expect(guardFor('/RegisterPageV1', null)).toBeNull();
    expect(guardFor('/RegisterPageV1', listener)).toEqual(home);
  });

  it('ignores a stale flag without a session (no loop with the signed-in guard)', () => {
    expect(guardFor('/RegisterPageV1', null, { registered: true })).toBeNull();
  });
});

describe('public paths', () => {
  it.each(['/', '/search', '/SearchView/merengue', '/Artist/3', '/ComposerPerfil/2', '/nada'])(
    '%s is open to everyone',
    (path) => {
      expect(guardFor(path, null)).toBeNull();
    },
  );

  it('lists every spec route exactly once', () => {
    const paths = GUARD_RULES.map((rule) => rule.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('after login (spec section 4)', () => {
  it('sends a composer without an uploaded song to /FormFirstSong, everyone else home', () => {
    expect(homeAfterLogin(newComposer)).toBe('/FormFirstSong');
    expect(homeAfterLogin(composer)).toBe('/');
    expect(homeAfterLogin(listener)).toBe('/');
    expect(homeAfterLogin(admin)).toBe('/');
  });

  it('sends a composer who has not accepted the terms in force to them first', () => {
    expect(homeAfterLogin(composerWithoutTerms)).toBe('/FormTermsCon');
    expect(homeAfterLogin(creatorWithoutTerms)).toBe('/FormTermsCon');
    expect(homeAfterLogin(user(['user'], false, 7, false))).toBe('/');
  });
});

describe('the guard table and the router', () => {
  it('accepts only paths the router has, so a renamed route cannot lose its guard', () => {
    const known: GuardRule = { path: '/EditPerfilUser', kind: 'userRole', withParam: true };
    // @ts-expect-error '/EditarPerfil' is no route of this app (tsc -b fails if this compiles).
    const unknown: GuardRule = { path: '/EditarPerfil', kind: 'userRole', withParam: true };
    // @ts-expect-error /Library has no parameter segment.
    const wrongShape: GuardRule = { path: '/Library', kind: 'signedIn', withParam: true };
    // The proof is the compiler's (npm run typecheck, in CI); at run time the table simply holds.
    expect(GUARD_RULES).toContainEqual(known);
    expect(GUARD_RULES.map((rule) => rule.path)).not.toContain(unknown.path);
    expect(wrongShape.withParam).toBe(true);
  });
});
