/**
 * Issue 17 item 4: documents with a validity date and agreements with an end
 * date are watched; the people responsible get a digest when an item crosses
 * one of these thresholds (days left before its last day of validity).
 */
export const EXPIRY_THRESHOLDS = [60, 30, 7] as const;
export type ExpiryThreshold = (typeof EXPIRY_THRESHOLDS)[number];
/** The widest threshold: what the screens flag as « expire bientôt ». */
export const EXPIRY_WATCH_DAYS = EXPIRY_THRESHOLDS[0];

/** Whole days from `today` to `day` (both YYYY-MM-DD calendar days): 0 on the last day, negative once past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.UTC(...toParts(day)) - Date.UTC(...toParts(today))) / 86_400_000);
}

function toParts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month! - 1, date!];
}

/**
 * The threshold an item with `daysLeft` days left has crossed: the smallest
 * one it is within (5 days left → 7), null when beyond 60 days or already
 * past its end. An item first seen at 5 days gets the 7-day notice only.
 */
export function crossedThreshold(daysLeft: number): ExpiryThreshold | null {
  if (daysLeft < 0) return null;
  let crossed: ExpiryThreshold | null = null;
  for (const threshold of EXPIRY_THRESHOLDS) if (daysLeft <= threshold) crossed = threshold;
  return crossed;
}

/** « expire dans 5 jours », « expire aujourd’hui », « expiré depuis 3 jours ». */
export function describeExpiry(daysLeft: number): string {
  if (daysLeft === 0) return 'expire aujourd’hui';
  if (daysLeft === 1) return 'expire demain';
  if (daysLeft > 1) return `expire dans ${daysLeft} jours`;
  return daysLeft === -1 ? 'expiré depuis 1 jour' : `expiré depuis ${-daysLeft} jours`;
}
