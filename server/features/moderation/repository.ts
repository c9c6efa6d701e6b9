/**
 * Moderation in the database (migration 0026): the audit log, the creators' notices, and the
 * lock that keeps one active admin whatever admins do at the same moment.
 */
import { and, arrayContains, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { displayName } from '../../../domain/display-name';
import type { ModerationAction, NoticeKind } from '../../../domain/moderation';
import { MODERATION_TEXTS, NOTICES_PER_REQUEST } from '../../../domain/moderation-texts';
import type { Orm } from '../../db/database';
import { credentials, moderationLog, moderationNotices, profiles, songs } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/** How a person is named in the log: as the app shows them (nickname, else full name). */
export async function nameOf(orm: Orm, userId: number): Promise<string> {
  const [row] = await orm
    .select({ nickname: profiles.nickname, name: profiles.name, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return displayName(row ?? {});
}

export interface LogEntry {
  actorId: number;
  action: ModerationAction;
  targetUserId: number | null;
  targetName: string;
  detail?: string | null;
}

export async function recordModeration(tx: Orm, entry: LogEntry): Promise<void> {
  await tx.insert(moderationLog).values({
    actorId: entry.actorId,
    actorName: await nameOf(tx, entry.actorId),
    action: entry.action,
    targetUserId: entry.targetUserId,
    targetName: entry.targetName,
    detail: entry.detail ?? null,
  });
}

/** Newest first, by the primary key (entries are only ever appended). */
export async function findModerationLog(orm: Orm, limit: number, offset: number) {
  const rows = await orm
    .select()
    .from(moderationLog)
    .orderBy(desc(moderationLog.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await orm.select({ value: count() }).from(moderationLog);
  return { rows, total: counted?.value ?? 0 };
}

export async function insertNotice(
  tx: Orm,
  notice: { userId: number; kind: NoticeKind; songTitle: string; reason: string },
): Promise<void> {
  await tx.insert(moderationNotices).values(notice);
}

/** What is newer than the last notice a device holds, oldest first. */
export function findNoticesAfter(orm: Orm, userId: number, after: number) {
  return orm
    .select()
    .from(moderationNotices)
    .where(and(eq(moderationNotices.userId, userId), gt(moderationNotices.id, after)))
    .orderBy(moderationNotices.id)
    .limit(NOTICES_PER_REQUEST);
}

/**
 * The one lock every change that may take an admin away (a suspension, a demotion, an account
 * deleted) takes for its transaction, before it locks any row: such changes run one after the
 * other, and each sees the ones before it. Advisory, namespace 0 and key 34 (a person's
 * uploads use their id and 1). Taken after the target's row, it deadlocked on PostgreSQL: two
 * admins suspending each other each held their target's row, which the other's audit entry
 * (its actor) had to share (one CI run answered 500).
 */
export async function lockAdminChanges(tx: Orm): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(0, 34)`);
}

/** Throws 409 when `leavingId` is the only active admin; takes the admins' lock if not yet held. */
export async function assertAnotherActiveAdmin(tx: Orm, leavingId: number): Promise<void> {
  await lockAdminChanges(tx);
  const admins = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(arrayContains(credentials.roles, ['admin']), isNull(credentials.suspendedAt)));
  const others = admins.filter((admin) => admin.id !== leavingId);
  if (others.length === 0) throw new HttpError(409, MODERATION_TEXTS.lastAdmin);
}

/** Suspending hides the person's public songs; `hidden_by_suspension` remembers which. */
export async function hideSongsOf(tx: Orm, userId: number): Promise<void> {
  await tx
    .update(songs)
    .set({ visibility: false, hiddenBySuspension: true, updatedAt: sql`now()` })
    .where(and(eq(songs.userId, userId), eq(songs.visibility, true)));
}

export async function showSongsOf(tx: Orm, userId: number): Promise<void> {
  await tx
    .update(songs)
    .set({ visibility: true, hiddenBySuspension: false, updatedAt: sql`now()` })
    .where(and(eq(songs.userId, userId), eq(songs.hiddenBySuspension, true)));
}
