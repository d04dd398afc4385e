/**
 * Orders dotted numbers part by part, as numbers: « 1.10 » after « 1.9 », « 2026.11 » before « 2026.11.1 » (a missing
 * part counts as 0). Negative when `left` comes first, 0 when equal, positive when it comes after. The library's
 * release versions and HAS's criterion codes are both written so.
 */
export function compareDottedNumbers(left: string, right: string): number {
  const a = left.split('.').map(Number);
  const b = right.split('.').map(Number);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
