/**
 * What admins do to people: suspend and reactivate, each in the audit log. A
 * suspended person cannot sign in (auth/service login, oidc/sign-in), every session they had
 * ends, and their public songs are private until they are reactivated.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeKind, Suspension } from '../../../domain/moderation';
import { MODERATION_TEXTS } from '../../../domain/moderation-texts';
import { hasRole } from '../../../domain/roles';
import type { Orm } from '../../db/database';
import { credentials } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { forbidden } from '../auth/guards';
import { revokeAllSessions } from '../auth/session-repository';
import { ACCOUNT_TEXTS } from '../auth/texts';
import { isAdmin, type Viewer } from '../auth/viewer';
import {
  assertAnotherActiveAdmin,
  hideSongsOf,
  insertNotice,
  lockAdminChanges,
  nameOf,
  recordModeration,
  showSongsOf,
} from './repository';

async function lockAccount(tx: Orm, userId: number) {
  const [row] = await tx
    .select({ roles: credentials.roles, suspendedAt: credentials.suspendedAt })
    .from(credentials)
    .where(eq(credentials.id, userId))
    .for('update');
  if (!row) throw new HttpError(404, ACCOUNT_TEXTS.userNotFound);
  return row;
}

/** POST /users/{id}/suspension. Suspending someone already suspended changes nothing. */
export async function suspendAccount(
  orm: Orm,
  admin: Viewer,
  userId: number,
  reason: string | undefined,
  log: FastifyBaseLogger,
): Promise<Suspension> {
  if (admin.userId === userId) throw forbidden(MODERATION_TEXTS.ownSuspension);
  await orm.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const account = await lockAccount(tx, userId);
    if (account.suspendedAt) return;
    if (hasRole(account.roles, 'admin')) await assertAnotherActiveAdmin(tx, userId);
    await tx.update(credentials).set({ suspendedAt: sql`now()` }).where(eq(credentials.id, userId));
    await revokeAllSessions(tx, userId);
    await hideSongsOf(tx, userId);
    await recordModeration(tx, {
      actorId: admin.userId,
      action: 'suspended',
      targetUserId: userId,
      targetName: await nameOf(tx, userId),
      detail: reason ?? null,
    });
  });
  log.info({ userId, by: admin.userId }, 'account suspended');
  return { user_id: userId, suspended: true };
}

/** DELETE /users/{id}/suspension: they may sign in again and their hidden songs come back. */
export async function reactivateAccount(
  orm: Orm,
  admin: Viewer,
  userId: number,
): Promise<Suspension> {
  await orm.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account.suspendedAt) return;
    await tx.update(credentials).set({ suspendedAt: null }).where(eq(credentials.id, userId));
    await showSongsOf(tx, userId);
    await recordModeration(tx, {
      actorId: admin.userId,
      action: 'reactivated',
      targetUserId: userId,
      targetName: await nameOf(tx, userId),
    });
  });
  return { user_id: userId, suspended: false };
}

/**
 * An admin made private or removed someone else's song: its creator gets a notice with the
 * reason (the admin's, or a plain 'no reason given'), and the log keeps it. Inside the change's
 * own transaction, so neither happens without the other.
 */
export async function recordSongModeration(
  tx: Orm,
  admin: Viewer,
  song: { title: string; userId: number },
  kind: NoticeKind,
  reason: string | undefined,
): Promise<void> {
  const why = reason ?? MODERATION_TEXTS.noReason;
  await insertNotice(tx, { userId: song.userId, kind, songTitle: song.title, reason: why });
  await recordModeration(tx, {
    actorId: admin.userId,
    action: kind,
    targetUserId: song.userId,
    targetName: await nameOf(tx, song.userId),
    detail: `«${song.title}». Motivo: ${why}`,
  });
}

/** Whether this change is an admin's moderation of someone else's song. */
export function isModeration(viewer: Viewer, ownerId: number | null): boolean {
  return isAdmin(viewer) && ownerId !== viewer.userId;
}
