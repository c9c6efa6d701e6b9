/**
 * Where the device's copy of a person's library stands: the library version last applied, and for
 * whom. Its own small file: the library screen asks whether the copy was ever filled without
 * loading the sync's code.
 */
import type { TamboraDb } from '../../lib/db';

const VERSION_KEY = 'library-version';

async function appliedVersion(db: TamboraDb, userId: number): Promise<number | null> {
  const entry = await db.settings.get(VERSION_KEY);
  const value = entry?.value as { userId?: number; version?: number } | undefined;
  return value?.userId === userId && typeof value.version === 'number' ? value.version : null;
}

/** The library version this device applied for `userId` (0: none, start from scratch). */
export async function mirroredVersion(db: TamboraDb, userId: number): Promise<number> {
  return (await appliedVersion(db, userId)) ?? 0;
}

/** Whether the server's library of `userId` has reached this device at least once. */
export async function hasMirrored(db: TamboraDb, userId: number): Promise<boolean> {
  return (await appliedVersion(db, userId)) !== null;
}

export async function keepMirroredVersion(
  db: TamboraDb,
  userId: number,
  version: number,
): Promise<void> {
  await db.settings.put({ key: VERSION_KEY, value: { userId, version } });
}
