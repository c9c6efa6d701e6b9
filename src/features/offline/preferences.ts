/**
 * What the person chose for music on this device (Dexie `settings`, so a sign-out forgets it with
 * the rest): how much room saved music may take, and whether liked songs are kept offline.
 */
import type { TamboraDb } from '../../lib/db';
import { appDb, existingAppDb } from '../../lib/lazy-db';

/** Sizes are decimal, as phones show them: 1 MB = 10^6 bytes. */
export const MB = 1_000_000;
export const BUDGET_CHOICES = [250 * MB, 500 * MB, 1000 * MB, 2000 * MB] as const;
export const DEFAULT_BUDGET_BYTES = 500 * MB;

export interface OfflinePreferences {
  budgetBytes: number;
  /** 'Guardar mis me gusta sin conexión'. */
  saveLiked: boolean;
  /** Liked songs may also be fetched on mobile data (otherwise only on Wi-Fi). */
  likedOnMobileData: boolean;
  /** 'Descargas inteligentes': keep the first `smartCount` songs of 'Para ti' saved. */
  smartDownloads: boolean;
  smartCount: number;
}

export const SMART_COUNT_CHOICES = [10, 30, 50] as const;

export const DEFAULT_PREFERENCES: OfflinePreferences = {
  budgetBytes: DEFAULT_BUDGET_BYTES,
  saveLiked: false,
  likedOnMobileData: false,
  smartDownloads: false,
  smartCount: 30,
};

const KEY = 'offlinePreferences';

export async function readPreferences(database?: TamboraDb): Promise<OfflinePreferences> {
  try {
    const entry = await (database ?? (await existingAppDb()))?.settings.get(KEY);
    return { ...DEFAULT_PREFERENCES, ...(entry?.value as Partial<OfflinePreferences> | undefined) };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export async function savePreferences(
  change: Partial<OfflinePreferences>,
  database?: TamboraDb,
): Promise<OfflinePreferences> {
  const db = database ?? (await appDb());
  const next = { ...(await readPreferences(db)), ...change };
  await db.settings.put({ key: KEY, value: next });
  return next;
}

/**
 * Whether the connection is one the person does not pay by the megabyte: Wi-Fi or a wire, or a
 * browser that does not say (desktops); never when the person asked the browser to save data.
 */
export function onUnmeteredConnection(
  connection: { type?: string; saveData?: boolean } | undefined = (
    navigator as Navigator & { connection?: { type?: string; saveData?: boolean } }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.type === undefined || connection.type === 'unknown') return true;
  return connection.type === 'wifi' || connection.type === 'ethernet';
}
