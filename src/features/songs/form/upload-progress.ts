/**
 * One percentage for several files sent one after the other (cover, then audio), weighted by
 * their sizes so a 5 MB audio does not jump from 50 % to 100 % at once.
 */
export function overallPercent(sizes: readonly number[], fractions: readonly number[]): number {
  const total = sizes.reduce((sum, size) => sum + Math.max(size, 1), 0);
  if (total === 0) return 0;
  const sent = sizes.reduce(
    (sum, size, index) => sum + Math.max(size, 1) * Math.min(1, Math.max(0, fractions[index] ?? 0)),
    0,
  );
  return Math.min(100, Math.floor((sent / total) * 100));
}
