/**
 * Browsers may evict a site's storage when the device runs short; a site marked persistent is
 * spared. Asked once, when the person first saves music (Chrome decides without a prompt, from
 * how the site is used: installed apps are granted).
 */
let asked = false;

export async function askPersistentStorage(
  storage: StorageManager | undefined = navigator.storage,
): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    if (asked) return false;
    asked = true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export async function isStoragePersistent(
  storage: StorageManager | undefined = navigator.storage,
): Promise<boolean | null> {
  try {
    return storage?.persisted ? await storage.persisted() : null;
  } catch {
    return null;
  }
}
