/** Today's date in Europe/Paris as YYYY-MM-DD (DESIGN §2: dates compare in Paris time). */
export function getParisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}
