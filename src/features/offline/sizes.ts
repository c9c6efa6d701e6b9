/** Spanish byte sizes in decimal units, as phones show them (1 MB = 10^6 bytes): '12,5 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('es-DO', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
