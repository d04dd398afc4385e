// DESIGN §2 "Routes": dates are shown in Europe/Paris time, whatever the browser's zone.
const PARIS = 'Europe/Paris';

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'short', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'long' });

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, timeStyle: 'short' });

export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}
