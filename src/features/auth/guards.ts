/**
 * Browser guards of spec section 2, as pure data and one pure decision, applied by path pattern in
 * the root route so a route is protected from the moment it is added. The server
 * enforces every rule again (DECISIONS "Security" 4): these only spare people a useless screen.
 */
import type { SessionUser } from '../../../domain/api';
// auth-texts, not auth: the guards run in every visitor's first bundle, which must stay zod-free.
import { AUTH_TEXTS } from '../../../domain/auth-texts';
import { hasRole } from '../../../domain/roles';
import { TERMS_PATH } from '../../../domain/terms-texts';
import type { FileRouteTypes } from '../../routeTree.gen';

export type GuardKind =
  /** No stored user: alert 'Debe registrarse…' and go to /RegisterPageV1. */
  | 'signedIn'
  /** Admins only; everyone else goes to /. */
  | 'admin'
  /** Listeners (role user) only; everyone else goes to /. */
  | 'userRole'
  /** Composers or admins; everyone else goes to /. */
  | 'composerOrAdmin'
  /** Composers or admins who accepted the terms in force; the others to the terms. */
  | 'publisher'
  /** Onboarding terms: anyone signed in (see TERMS_DECISION). */
  | 'terms'
  /** /repertoire/{userId}: the composer who owns it, once they have uploaded a song. */
  | 'ownRepertoire'
  /** /LoginPageV1: signed-in people go home. */
  | 'visitorOnly'
  /** /RegisterPageV1: the 'registered' flag sends to /ChooseRegister, a signed-in person home. */
  | 'registration';

/** Every path the router knows ('/Library', '/EditPerfilUser/$userId', '/repertoire/'…). */
type RoutePath = FileRouteTypes['fullPaths'];
/** The part before a route's parameter: '/EditPerfilUser/$userId' → '/EditPerfilUser'. */
type ParentOfParam<P> = P extends `${infer Parent}/$${string}` ? Parent : never;

/**
 * A guarded path, checked against the router's own routes: renaming or removing a route without
 * its rule does not compile, so no screen silently loses its guard.
 */
export type GuardRule =
  | {
      /** A route without parameters; it also covers anything below it. */
      path: Exclude<RoutePath, `${string}$${string}`>;
      kind: GuardKind;
      withParam?: false;
    }
  | {
      /** The route's path before its parameter, e.g. /EditPerfilUser for /EditPerfilUser/{userId}. */
      path: ParentOfParam<RoutePath>;
      kind: GuardKind;
      withParam: true;
    };

export interface GuardDecision {
  redirect: string;
  alert?: string;
}

export interface GuardState {
  /** Spec section 4: registration sets a 'registered' flag. */
  registered?: boolean;
}

/**
 * /FormTermsCon is in the spec's signed-in list and in its role-user list, yet the composer
 * onboarding also ends with the terms ("/FormPersonalInfo, (terms) /FormFirstSong"). A user-only
 * rule would lock composers out of their own onboarding, and since publishing needs the terms in
 * force an admin who publishes reads them too: visitors get the signed-in alert,
 * everyone signed in passes.
 */
export const TERMS_DECISION = 'anyone signed in' as const;

export const GUARD_RULES: readonly GuardRule[] = [
  // Signed-in guard (spec section 2).
  { path: '/ChooseRegister', kind: 'signedIn' },
  { path: '/Library', kind: 'signedIn' },
  { path: '/FormGeneralInfo', kind: 'signedIn' },
  { path: '/FormPersonalInfo', kind: 'signedIn' },
  { path: '/FormTermsCon', kind: 'terms' },
  { path: '/PlaylistCardListRepertoire', kind: 'signedIn' },
  { path: '/AddSongPlaylistCard', kind: 'signedIn' },
  { path: '/AddedSongPlaylistCard', kind: 'signedIn' },
  { path: '/SongCardListUploadPlaylistsAdded', kind: 'signedIn' },
  { path: '/EditSongRepertorie', kind: 'signedIn', withParam: true },
  { path: '/EditPlaylistRepertoire', kind: 'signedIn', withParam: true },
  { path: '/EditPlaylistLibrary', kind: 'signedIn', withParam: true },
  { path: '/UserSettings', kind: 'signedIn' },
  { path: '/NotificationsView', kind: 'signedIn' },
  { path: '/PlaylistCardV1', kind: 'signedIn' },
  { path: '/PlaylistCardListSearch', kind: 'signedIn' },
  // 'Para ti' is made from the person's own likes.
  { path: '/ParaTi', kind: 'signedIn' },
  { path: '/Novedades', kind: 'signedIn' },
  // Admin only.
  { path: '/AdminPage', kind: 'admin' },
  { path: '/EditProfileAdmin', kind: 'admin', withParam: true },
  { path: '/EditSongAdmin', kind: 'admin', withParam: true },
  { path: '/AdminStadisticPage', kind: 'admin' },
  // Role user only (/FormTermsCon: see TERMS_DECISION).
  { path: '/FormGeneralInfoUser', kind: 'userRole' },
  { path: '/FormPersonalInfoUser', kind: 'userRole' },
  { path: '/EditPerfilUser', kind: 'userRole', withParam: true },
  // Composer or admin (/EditPerfil is listed among the public routes as "Profile editor (composer
  // or admin)"; spec section 6 sends listeners to /EditPerfilUser instead).
  { path: '/EditPerfil', kind: 'composerOrAdmin', withParam: true },
  { path: '/uploadPlaylists', kind: 'composerOrAdmin' },
  // The creator studio: a creator's own numbers.
  { path: '/MisEstadisticas', kind: 'composerOrAdmin' },
  // Publishing screens also need the terms in force (the server refuses anyway).
  { path: '/uploadSong', kind: 'publisher' },
  { path: '/SongCardListUploadPlaylists', kind: 'composerOrAdmin' },
  { path: '/FormFirstSong', kind: 'publisher' },
  // Composer with an uploaded song. The bare /repertoire is the public upload form of the spec.
  { path: '/repertoire', kind: 'ownRepertoire', withParam: true },
  // Account screens.
  { path: '/LoginPageV1', kind: 'visitorOnly' },
  { path: '/RegisterPageV1', kind: 'registration' },
];

export const HOME = '/';
export const REGISTER_PATH = '/RegisterPageV1';
export const CHOOSE_REGISTER_PATH = '/ChooseRegister';
export const FIRST_SONG_PATH = '/FormFirstSong';
const READ_THE_TERMS: GuardDecision = { redirect: TERMS_PATH };

/** The router matches paths without regard to case or a trailing slash: so do the guards. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

interface Match {
  rule: GuardRule;
  /** The first segment after the rule's path, e.g. the userId of /repertoire/{userId}. */
  param?: string;
}

export function matchGuardRule(pathname: string): Match | null {
  const original = withoutTrailingSlash(pathname);
  const path = original.toLowerCase();
  for (const rule of GUARD_RULES) {
    const base = rule.path.toLowerCase();
    if (path === base) {
      // A parameter route without its parameter has no screen, except the public /repertoire.
      if (rule.kind === 'ownRepertoire') return null;
      return { rule };
    }
    if (path.startsWith(`${base}/`)) {
      return { rule, param: decodeSegment(original.slice(base.length + 1).split('/')[0]) };
    }
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const MUST_REGISTER: GuardDecision = { redirect: REGISTER_PATH, alert: AUTH_TEXTS.mustRegister };
const GO_HOME: GuardDecision = { redirect: HOME };

function decide(match: Match, user: SessionUser | null, state: GuardState): GuardDecision | null {
  const roles = user?.roles;
  switch (match.rule.kind) {
    case 'signedIn':
      return user ? null : MUST_REGISTER;
    case 'terms':
      return user ? null : MUST_REGISTER;
    case 'admin':
      return hasRole(roles, 'admin') ? null : GO_HOME;
    case 'userRole':
      return hasRole(roles, 'user') ? null : GO_HOME;
    case 'composerOrAdmin':
      return hasRole(roles, 'composer') || hasRole(roles, 'admin') ? null : GO_HOME;
    case 'publisher':
      if (!hasRole(roles, 'composer') && !hasRole(roles, 'admin')) return GO_HOME;
      return user?.terms_accepted ? null : READ_THE_TERMS;
    case 'ownRepertoire':
      if (!user || !hasRole(roles, 'composer')) return GO_HOME;
      if (!user.has_uploaded_song) return { redirect: FIRST_SONG_PATH };
      return match.param === String(user.credentials_id) ? null : GO_HOME;
    case 'visitorOnly':
      return user ? GO_HOME : null;
    case 'registration':
      // The flag only means something with a session: /ChooseRegister needs one (no loop).
      if (state.registered && user) return { redirect: CHOOSE_REGISTER_PATH };
      return user ? GO_HOME : null;
  }
}

/**
 * Where a person may not stay: null to let them through, else where to send them and the alert to
 * show first. Paths without a rule (public screens, unknown paths) are always let through.
 */
export function guardFor(
  pathname: string,
  user: SessionUser | null,
  state: GuardState = {},
): GuardDecision | null {
  const match = matchGuardRule(pathname);
  return match ? decide(match, user, state) : null;
}

/**
 * Spec section 4: after login a composer who has not uploaded a song goes to /FormFirstSong; one
 * who has not accepted the terms in force goes to them first, since publishing
 * needs them.
 */
export function homeAfterLogin(user: SessionUser): string {
  if (!hasRole(user.roles, 'composer')) return HOME;
  if (!user.terms_accepted) return TERMS_PATH;
  return user.has_uploaded_song ? HOME : FIRST_SONG_PATH;
}
