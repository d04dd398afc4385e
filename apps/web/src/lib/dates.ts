// The date rules (Europe/Paris, « 23 novembre 2026 à 14:05 ») live once in @qc/shared/dates, for web and api alike.
export { formatCalendarDay, formatDate, formatDateTime, formatTime } from '@qc/shared/dates';
