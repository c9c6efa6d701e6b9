/** What the eviction rule needs to know about one saved song. */
export interface CachedAudio {
  song_id: number;
  pinned: 0 | 1;
  sizeBytes: number;
  lastPlayedAt: number;
  /** Saved by 'Descargas inteligentes' and not played since: evicted before anything else. */
  smart?: 1;
}

/**
 * Which songs to drop so the total fits the budget: what 'Descargas inteligentes' brought first,
 * then the least recently played, never a pinned one (pinned songs may exceed the budget on
 * their own: the person asked for them).
 */
export function planEviction(
  entries: readonly CachedAudio[],
  budgetBytes: number,
  /** Songs kept whatever their age (liked songs, when the person keeps them offline). */
  keep: ReadonlySet<number> = new Set(),
): number[] {
  let total = entries.reduce((sum, entry) => sum + entry.sizeBytes, 0);
  const candidates = entries
    .filter((entry) => entry.pinned === 0 && !keep.has(entry.song_id))
    .sort((a, b) => (b.smart ?? 0) - (a.smart ?? 0) || a.lastPlayedAt - b.lastPlayedAt);
  const evicted: number[] = [];
  for (const entry of candidates) {
    if (total <= budgetBytes) break;
    evicted.push(entry.song_id);
    total -= entry.sizeBytes;
  }
  return evicted;
}
