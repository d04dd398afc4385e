// DESIGN §2 "Routes": dates are shown in Europe/Paris time, whatever the browser's zone.
const PARIS = 'Europe/Paris';

// Issue 19 item 6: one French format across the app, the day written out — « 23 novembre 2026 », and
// « 23 novembre 2026 à 14:05 » where the time matters (screens mixed it with « 23/11/2026 »).
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'long', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'long' });
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** A calendar day without time zone (« 2026-11-23 », a due date) as « 23 novembre 2026 »; noon UTC is that day in Paris. */
export function formatCalendarDay(day: string): string {
  return CALENDAR_DAY.test(day) ? formatDate(`${day}T12:00:00Z`) : day;
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, timeStyle: 'short' });

export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}
