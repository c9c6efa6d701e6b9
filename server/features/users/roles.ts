/**
 * Who may change which roles (docs/product.md "Identity and roles"): a person switches
 * only between listener and creator (the onboarding choice), nobody gives themselves 'admin', an
 * admin sets the roles of others. Sending the roles one already has is no change at all, so the
 * web can send the whole profile back. An admin's change to someone else is in the audit log.
 */
import type { Role } from '../../../domain/roles';
import { ROLES, roleNameOf } from '../../../domain/roles';
import type { Orm } from '../../db/database';
import { forbidden } from '../auth/guards';
import { updateCredentials as writeCredentials } from '../auth/repository';
import { ACCOUNT_TEXTS } from '../auth/texts';
import { hasRole, isAdmin, type Viewer } from '../auth/viewer';
import { assertAnotherActiveAdmin, nameOf, recordModeration } from '../moderation/repository';

/** Roles without duplicates, in the fixed order of ROLES, so comparisons do not depend on order. */
export function normalizeRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = normalizeRoles(a);
  const right = normalizeRoles(b);
  return left.length === right.length && left.every((role, index) => role === right[index]);
}

/** The onboarding roles a person may switch between on their own. */
function isOnboardingRole(roles: readonly string[]): boolean {
  const normalized = normalizeRoles(roles);
  return normalized.length === 1 && (normalized[0] === 'user' || normalized[0] === 'composer');
}

/**
 * Throws 403 unless `viewer` may change `targetId`'s roles from `current` to `requested`.
 * The caller has already checked that the viewer is the person or an admin.
 */
function assertRoleChangeAllowed(
  viewer: Viewer,
  targetId: number,
  current: readonly string[],
  requested: readonly Role[],
): void {
  if (sameRoles(current, requested)) return;
  const self = viewer.userId === targetId;
  if (isAdmin(viewer)) {
    // The last door into the admin pages must not be closed from inside by mistake.
    if (self && !hasRole(requested, 'admin')) throw forbidden(ACCOUNT_TEXTS.ownAdminRoleKept);
    return;
  }
  if (hasRole(requested, 'admin')) throw forbidden(ACCOUNT_TEXTS.adminRoleForbidden);
  if (!self || !isOnboardingRole(current) || !isOnboardingRole(requested)) {
    throw forbidden(ACCOUNT_TEXTS.roleChangeForbidden);
  }
}

/**
 * The one way roles change, whichever route asks (PUT /users/{id} or /credentials/{id}), inside
 * the caller's transaction: who may; never the last active admin's (under the admins' lock); an
 * admin's change to someone else in the audit log ('Oyente → Compositor', docs/product.md
 * "Moderation"; a person's own onboarding choice is not moderation); then the new roles.
 */
export async function changeRoles(
  tx: Orm,
  viewer: Viewer,
  userId: number,
  current: readonly string[],
  requested: readonly Role[],
): Promise<void> {
  assertRoleChangeAllowed(viewer, userId, current, requested);
  const from = roleNameOf(current);
  const to = roleNameOf(requested);
  if (from !== to) {
    if (hasRole(current, 'admin') && !hasRole(requested, 'admin')) {
      await assertAnotherActiveAdmin(tx, userId);
    }
    if (isAdmin(viewer) && viewer.userId !== userId) {
      await recordModeration(tx, {
        actorId: viewer.userId,
        action: 'role_changed',
        targetUserId: userId,
        targetName: await nameOf(tx, userId),
        detail: `${from ?? '—'} → ${to ?? '—'}`,
      });
    }
  }
  await writeCredentials(tx, userId, { roles: normalizeRoles(requested) });
}
