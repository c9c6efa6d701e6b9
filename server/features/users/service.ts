/**
 * Profiles and credentials (spec sections 3, 6, 7): profiles are public pages, but only their
 * owner or an admin changes them or sees the cédula; roles change under the rules of roles.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Page } from '../../../domain/api';
import type { AdminUsersQuery, Credentials, Profile, ProfileUpdate } from '../../../domain/auth';
import { isHttpUrl, PROFILE_TEXTS } from '../../../domain/profile-texts';
import type { Role } from '../../../domain/roles';
import type { AppDeps } from '../../deps';
import { HttpError, INVALID_INPUT_MESSAGE } from '../../plugins/errors';
import { requireRole, requireSelfOrAdmin } from '../auth/guards';
import { findCredentials, updateCredentials as writeCredentials } from '../auth/repository';
import { ACCOUNT_TEXTS } from '../auth/texts';
import { isAdmin, type Viewer } from '../auth/viewer';
import { checkCedula } from './cedula-check';
import { toProfile, toProfileChanges } from './mapper';
import { lockProfileImages, removeReleasedImages, takeProfileImages } from './profile-images';
import { findPeople, findProfile, findRoles, updateProfileRow } from './repository';
import { changeRoles } from './roles';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type UpdateDeps = Pick<AppDeps, 'db' | 'config' | 'storage'>;

export const DOMINICAN_NATIONALITY = 'Dominicano/a';

function notFound(): HttpError {
  return new HttpError(404, ACCOUNT_TEXTS.userNotFound);
}

function canSeePrivate(viewer: Viewer | null, userId: number): boolean {
  return viewer !== null && (viewer.userId === userId || isAdmin(viewer));
}

export async function getProfile(
  deps: Deps,
  viewer: Viewer | null,
  userId: number,
): Promise<Profile> {
  const row = await findProfile(deps.db.orm, userId);
  if (!row) throw notFound();
  return toProfile(row, { privileged: canSeePrivate(viewer, userId), signedIn: viewer !== null });
}

export async function listProfiles(
  deps: Deps,
  viewer: Viewer | null,
  query: AdminUsersQuery,
): Promise<Page<Profile>> {
  requireRole(viewer, 'admin');
  const { limit, offset } = query;
  const { rows, total } = await findPeople(deps.db.orm, query, limit, offset);
  return {
    items: rows.map((row) => toProfile(row, { privileged: true, signedIn: true })),
    total,
    limit,
    offset,
  };
}

/**
 * The schema already wants http(s) links; a link must also parse as a URL with a host, the same
 * rule the web uses before it renders a link (domain/profile-texts isHttpUrl).
 */
function assertLinksAreUrls(links: readonly string[] | undefined): void {
  if (links?.some((link) => !isHttpUrl(link))) {
    throw new HttpError(400, INVALID_INPUT_MESSAGE, [PROFILE_TEXTS.linkInvalid]);
  }
}

/**
 * PUT /users/{id}: merges the given fields; `roles` follow the role rules; a new banner or avatar
 * must be the caller's own image upload (the one it replaces is removed after the commit).
 */
export async function updateProfile(
  deps: UpdateDeps,
  viewer: Viewer | null,
  userId: number,
  update: ProfileUpdate,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Profile> {
  const allowed = requireSelfOrAdmin(viewer, userId);
  assertLinksAreUrls(update.social_network_link);
  const changes = toProfileChanges(update);
  const released = await deps.db.orm.transaction(async (tx) => {
    const current = await findRoles(tx, userId);
    const images = await lockProfileImages(tx, userId);
    if (!current || !images) throw notFound();
    if (update.roles) await changeRoles(tx, allowed, userId, current, update.roles);
    const urls = await takeProfileImages(tx, deps, allowed.userId, images, {
      bannerImage: changes.bannerImage,
      userImageUrl: changes.userImageUrl,
    });
    await updateProfileRow(tx, userId, changes);
    return urls;
  });
  await removeReleasedImages(deps, released, log);
  return getProfile(deps, allowed, userId);
}

export interface PersonalInfo {
  country: string;
  phone: string;
  dni: string;
}

/**
 * PUT /users/{id}/personal_info (DECISIONS "Cédula"): the data is saved whether or not the
 * cédula is valid; a valid one makes the nationality 'Dominicano/a', otherwise the chosen País.
 */
export async function updatePersonalInfo(
  deps: Deps,
  viewer: Viewer | null,
  userId: number,
  info: PersonalInfo,
): Promise<{ cedulaValid: boolean; profile: Profile }> {
  const allowed = requireSelfOrAdmin(viewer, userId);
  if (!(await findProfile(deps.db.orm, userId))) throw notFound();
  const cedula = await checkCedula(info.dni, { serviceUrl: deps.config.cedulaServiceUrl });
  await updateProfileRow(deps.db.orm, userId, {
    dni: cedula.dni,
    phone: info.phone.trim() === '' ? null : info.phone,
    nationality: cedula.valid ? DOMINICAN_NATIONALITY : info.country,
  });
  return { cedulaValid: cedula.valid, profile: await getProfile(deps, allowed, userId) };
}

function toCredentials(row: NonNullable<Awaited<ReturnType<typeof findCredentials>>>): Credentials {
  return {
    credentials_id: row.id,
    email: row.email,
    roles: row.roles,
    has_uploaded_song: row.hasUploadedSong,
  };
}

export async function getCredentials(
  deps: Deps,
  viewer: Viewer | null,
  userId: number,
): Promise<Credentials> {
  requireSelfOrAdmin(viewer, userId);
  const row = await findCredentials(deps.db.orm, userId);
  if (!row) throw notFound();
  return toCredentials(row);
}

/**
 * PUT /credentials/{id}. `has_uploaded_song` belongs to the server (the upload feature sets it):
 * only an admin may set it, anyone else's value is ignored.
 */
export async function updateCredentials(
  deps: Deps,
  viewer: Viewer | null,
  userId: number,
  update: { roles?: Role[]; has_uploaded_song?: boolean },
): Promise<Credentials> {
  const allowed = requireSelfOrAdmin(viewer, userId);
  await deps.db.orm.transaction(async (tx) => {
    const current = await findRoles(tx, userId);
    if (!current) throw notFound();
    if (update.roles) await changeRoles(tx, allowed, userId, current, update.roles);
    if (isAdmin(allowed) && update.has_uploaded_song !== undefined) {
      await writeCredentials(tx, userId, { hasUploadedSong: update.has_uploaded_song });
    }
  });
  return getCredentials(deps, allowed, userId);
}
