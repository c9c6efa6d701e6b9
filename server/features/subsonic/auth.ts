/**
 * Who a Subsonic request is (docs/product.md "Aplicaciones externas"). A player signs every
 * request with the account's email (`u`) and an app password: as `t` = md5(password + `s`), or as
 * `p` (plain or `enc:` hex); or with the app password alone as an OpenSubsonic `apiKey`. The
 * account's own password is never accepted (42 says so). Failed sign-ins are limited per address
 * and account as /login's are, and only failures count; a suspended account gets 40.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { hitRateLimit, peekRateLimit } from '../../plugins/rate-limit';
import { verifyPassword } from '../auth/passwords';
import { findCredentials, findCredentialsByEmail } from '../auth/repository';
import type { Viewer } from '../auth/viewer';
import { findByPassword, markUsed, openAppPasswords } from './app-passwords';
import { SUBSONIC_API_VERSION, SUBSONIC_CODES, SubsonicError } from './envelope';
import type { Params } from './params';
import type { Sealer } from './sealing';

const MINUTE = 60_000;
/** As /login: 10 failures a minute for one address and account, 100 in 15 minutes an address. */
const FAILURE_RULES = [
  { max: 10, windowMs: MINUTE, key: (ip: string, user: string) => `subsonic:${ip}|${user}` },
  { max: 100, windowMs: 15 * MINUTE, key: (ip: string) => `subsonic-ip:${ip}` },
] as const;

export const SUBSONIC_AUTH_TEXTS = {
  wrongCredentials: 'Usuario o contraseña de aplicación incorrectos.',
  suspended: 'Esta cuenta está suspendida.',
  tokenNeedsAppPassword:
    'La autenticación con token necesita una contraseña de aplicación: créala en Tambora, en Configuración → Aplicaciones externas.',
  accountPassword:
    'La contraseña de la cuenta no sirve en aplicaciones externas: crea una contraseña de aplicación en Configuración → Aplicaciones externas.',
  conflicting: 'Se enviaron varias formas de autenticación a la vez: usa una sola.',
  invalidApiKey: 'La clave de API no es válida.',
  tooMany: 'Demasiados intentos fallidos. Espera un minuto e inténtalo de nuevo.',
  missingPassword: 'Falta la contraseña: «p», o «t» y «s», o «apiKey».',
  clientMustUpgrade: `Versión del protocolo incompatible: la aplicación debe actualizarse (este servidor habla ${SUBSONIC_API_VERSION}).`,
  serverMustUpgrade: `Versión del protocolo incompatible: este servidor habla ${SUBSONIC_API_VERSION}.`,
} as const;

export interface SubsonicAuthDeps {
  db: Database;
  sealer: () => Promise<Sealer>;
}

function fail(code: number, message: string): never {
  throw new SubsonicError(code, message);
}

/** `v` is the protocol version the player speaks: 1.x is this server's. */
export function checkVersion(params: Params): void {
  const major = Number(/^(\d+)\.\d+/.exec(params.required('v'))?.[1] ?? Number.NaN);
  if (Number.isNaN(major) || major < 1) {
    fail(SUBSONIC_CODES.clientMustUpgrade, SUBSONIC_AUTH_TEXTS.clientMustUpgrade);
  }
  if (major > 1) fail(SUBSONIC_CODES.serverMustUpgrade, SUBSONIC_AUTH_TEXTS.serverMustUpgrade);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `p` as sent: plain, or `enc:` and the password's UTF-8 bytes in hex. */
function plainPassword(p: string): string {
  if (!p.startsWith('enc:')) return p;
  const hex = p.slice(4);
  return /^([0-9a-fA-F]{2})*$/.test(hex) ? Buffer.from(hex, 'hex').toString('utf8') : p;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

async function refuseWhenBlocked(db: Database, ip: string, user: string): Promise<void> {
  for (const rule of FAILURE_RULES) {
    if ((await peekRateLimit(db, rule.key(ip, user))) >= rule.max) {
      throw new SubsonicError(SUBSONIC_CODES.generic, SUBSONIC_AUTH_TEXTS.tooMany, 429);
    }
  }
}

async function countFailure(db: Database, ip: string, user: string): Promise<void> {
  for (const rule of FAILURE_RULES) await hitRateLimit(db, rule.key(ip, user), rule.windowMs);
}

async function signedInAs(db: Database, userId: number, appPasswordId: number): Promise<Viewer> {
  const account = await findCredentials(db.orm, userId);
  if (!account) fail(SUBSONIC_CODES.wrongCredentials, SUBSONIC_AUTH_TEXTS.wrongCredentials);
  // Said only to someone who held a valid app password, as /login does.
  if (account.suspended) fail(SUBSONIC_CODES.wrongCredentials, SUBSONIC_AUTH_TEXTS.suspended);
  await markUsed(db.orm, appPasswordId);
  return { userId: account.id, roles: account.roles };
}

async function byApiKey(deps: SubsonicAuthDeps, apiKey: string): Promise<Viewer | null> {
  const found = await findByPassword(deps.db.orm, apiKey);
  return found ? signedInAs(deps.db, found.userId, found.id) : null;
}

async function byPassword(deps: SubsonicAuthDeps, params: Params): Promise<Viewer | null> {
  const email = params.required('u');
  const account = await findCredentialsByEmail(deps.db.orm, email);
  const opened = account
    ? await openAppPasswords(deps.db.orm, await deps.sealer(), account.id)
    : [];
  const token = params.one('t');
  if (token !== undefined) {
    const salt = params.required('s');
    if (opened.length === 0) {
      // An unknown email reads the same, so the answer never says which accounts exist.
      fail(SUBSONIC_CODES.tokenNotSupported, SUBSONIC_AUTH_TEXTS.tokenNeedsAppPassword);
    }
    const match = opened.find((one) => sameText(md5(one.password + salt), token.toLowerCase()));
    return match && account ? signedInAs(deps.db, account.id, match.id) : null;
  }
  const password = plainPassword(params.required('p'));
  const match = opened.find((one) => sameText(one.password, password));
  if (match && account) return signedInAs(deps.db, account.id, match.id);
  // The account's own password, typed into a player: said plainly, never accepted.
  if (account?.passwordHash && (await verifyPassword(account.passwordHash, password))) {
    fail(SUBSONIC_CODES.mechanismNotSupported, SUBSONIC_AUTH_TEXTS.accountPassword);
  }
  return null;
}

/** The person a request signs in as, or the API's error for why not. */
export async function authenticate(
  deps: SubsonicAuthDeps,
  params: Params,
  ip: string,
): Promise<Viewer> {
  checkVersion(params);
  const apiKey = params.one('apiKey');
  const withPassword = params.has('p') || params.has('t');
  if (
    (apiKey !== undefined && (params.has('u') || withPassword)) ||
    (params.has('p') && params.has('t'))
  ) {
    fail(SUBSONIC_CODES.conflictingMechanisms, SUBSONIC_AUTH_TEXTS.conflicting);
  }
  if (apiKey === undefined && !withPassword) {
    params.required('u');
    fail(SUBSONIC_CODES.missingParameter, SUBSONIC_AUTH_TEXTS.missingPassword);
  }
  const user = apiKey === undefined ? params.required('u').toLowerCase() : '';
  await refuseWhenBlocked(deps.db, ip, user);
  const viewer =
    apiKey !== undefined ? await byApiKey(deps, apiKey) : await byPassword(deps, params);
  if (viewer) return viewer;
  await countFailure(deps.db, ip, user);
  if (apiKey !== undefined) fail(SUBSONIC_CODES.invalidApiKey, SUBSONIC_AUTH_TEXTS.invalidApiKey);
  return fail(SUBSONIC_CODES.wrongCredentials, SUBSONIC_AUTH_TEXTS.wrongCredentials);
}
