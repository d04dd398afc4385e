/*
 * Dates, once for web and api (issue 18). DESIGN §2: dates are Paris dates, shown in Europe/Paris
 * time whatever the zone of the browser or the server. Issue 19 item 6: one French format across
 * screens, mails, PDF reports and spreadsheets — the day written out, « 23 novembre 2026 », and
 * « 23 novembre 2026 à 14:05 » where the time matters.
 */

const PARIS = 'Europe/Paris';

// Made once: building an Intl formatter costs more than formatting (a PDF footer formats on every page).
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'long' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'long', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, timeStyle: 'short' });
const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS });

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The Paris calendar day of a moment (now by default), as YYYY-MM-DD: « today » for due dates and deadlines. */
export function getParisToday(now: Date = new Date()): string {
  return PARIS_DAY.format(now);
}

/** A moment as its Paris day written out: « 23 novembre 2026 ». */
export function formatDate(value: string | Date): string {
  return DATE.format(new Date(value));
}

/** A moment with its Paris time: « 23 novembre 2026 à 14:05 ». */
export function formatDateTime(value: string | Date): string {
  return DATE_TIME.format(new Date(value));
}

/** A moment's Paris time: « 14:05 ». */
export function formatTime(value: string | Date): string {
  return TIME.format(new Date(value));
}

/** A moment as its Paris day in figures, « 23/11/2026 » (spreadsheet cells and headers). */
export function formatShortDate(value: string | Date): string {
  return SHORT_DATE.format(new Date(value));
}

/**
 * A calendar day without time zone (« 2026-12-19 », a due date) as « 19 décembre 2026 »: read at
 * noon UTC, which is that very day in Paris. Anything else is left as it is.
 */
export function formatCalendarDay(day: string): string {
  return isCalendarDate(day) ? formatDate(`${day}T12:00:00Z`) : day;
}

/** A calendar day (YYYY-MM-DD) in figures, « 19/12/2026 », without any time-zone shift. */
export function formatShortCalendarDay(day: string): string {
  return day.split('-').reverse().join('/');
}
