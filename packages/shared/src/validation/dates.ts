import * as v from 'valibot';

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * An optional date (YYYY-MM-DD) with its French message; an empty string
 * (an emptied date input) means "no date" and becomes null.
 */
export function optionalDate(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.check((value) => value === '' || isCalendarDate(value), message),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );
}

/** Today's date in Europe/Paris (DESIGN §2: dates are Paris dates), as YYYY-MM-DD. */
export function getParisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY_FORMAT = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'long' });

/**
 * A calendar day (« 2026-12-19 ») as the app writes it everywhere, « 19 décembre 2026 »
 * (issue 19 item 6): the mails say it as the screens do. Read at noon UTC, so no zone shifts it.
 */
export function formatCalendarDayFr(day: string): string {
  return isCalendarDate(day) ? DAY_FORMAT.format(new Date(`${day}T12:00:00Z`)) : day;
}
