/** SQL of the uploads table (0003). */
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { uploadReservations, uploads } from '../../db/schema';
import type { Bucket } from '../../storage/storage';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(orm: Orm, values: NewUpload): Promise<UploadRow> {
  const [row] = await orm.insert(uploads).values(values).returning();
  return row;
}

/**
 * Marks the caller's still-free upload as used and returns it, or null when `name` is not an
 * upload of `userId` or is already used. One statement, so two songs can never take one file.
 */
export async function claimUpload(
  tx: Orm,
  bucket: Bucket,
  name: string,
  userId: number,
): Promise<UploadRow | null> {
  const [row] = await tx
    .update(uploads)
    .set({ attached: true })
    .where(
      and(
        eq(uploads.bucket, bucket),
        eq(uploads.name, name),
        eq(uploads.userId, userId),
        eq(uploads.attached, false),
      ),
    )
    .returning();
  return row ?? null;
}

/** Forgets the upload rows of files a song lets go of (the files go after the commit). */
export async function deleteUploadRows(
  tx: Orm,
  files: readonly { bucket: Bucket; name: string }[],
): Promise<void> {
  const conditions: SQL[] = [];
  for (const bucket of ['audios', 'images'] as const) {
    const names = files.filter((file) => file.bucket === bucket).map((file) => file.name);
    if (names.length > 0) {
      const condition = and(eq(uploads.bucket, bucket), inArray(uploads.name, names));
      if (condition) conditions.push(condition);
    }
  }
  if (conditions.length > 0) await tx.delete(uploads).where(or(...conditions));
}

/** Deletes and returns uploads nobody can use any more: free ones older than `cutoff`, orphans. */
export async function deleteExpiredUploads(orm: Orm, cutoff: Date): Promise<UploadRow[]> {
  return orm
    .delete(uploads)
    .where(
      or(and(eq(uploads.attached, false), lt(uploads.createdAt, cutoff)), isNull(uploads.userId)),
    )
    .returning();
}

export interface StorageUsage {
  /** Bytes of the person's uploads no song or profile uses yet, and of those on their way. */
  unattached: number;
  /** Bytes of all their uploads, used or not, and of those on their way. */
  total: number;
}

/** The person's stored uploads and the room their uploads under way hold. */
export async function storageUsageOf(orm: Orm, userId: number): Promise<StorageUsage> {
  const [row] = await orm
    .select({
      unattached: sql<string>`coalesce(sum(${uploads.sizeBytes}) FILTER (WHERE NOT ${uploads.attached}), 0)`,
      total: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const [held] = await orm
    .select({ bytes: sql<string>`coalesce(sum(${uploadReservations.bytes}), 0)` })
    .from(uploadReservations)
    .where(
      and(eq(uploadReservations.userId, userId), gt(uploadReservations.expiresAt, sql`now()`)),
    );
  const reserved = Number(held?.bytes ?? 0);
  return {
    unattached: Number(row?.unattached ?? 0) + reserved,
    total: Number(row?.total ?? 0) + reserved,
  };
}

/** How long a reservation counts: far longer than any upload may take at 4 KB/s. */
const RESERVATION_HOURS = 4;

export async function insertReservation(tx: Orm, userId: number, bytes: number): Promise<number> {
  // A crashed process's reservations are of no use to anyone: they go when their person uploads.
  await tx
    .delete(uploadReservations)
    .where(
      and(eq(uploadReservations.userId, userId), lt(uploadReservations.expiresAt, sql`now()`)),
    );
  const [row] = await tx
    .insert(uploadReservations)
    .values({
      userId,
      bytes,
      expiresAt: sql`now() + make_interval(hours => ${RESERVATION_HOURS})`,
    })
    .returning({ id: uploadReservations.id });
  return row.id;
}

export async function deleteReservation(orm: Orm, id: number): Promise<void> {
  await orm.delete(uploadReservations).where(eq(uploadReservations.id, id));
}

/** Holds one person's uploads in line until the transaction ends, so two cannot pass a quota together. */
export async function lockUploadsOf(tx: Orm, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${userId}, 1)`);
}
