import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './dates.ts';

// Issue 19 item 6: one French date format across the app, in Paris time whatever the browser's zone.
describe('dates', () => {
  it('writes every day out, with the time after « à » where it matters', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 novembre 2026');
    expect(formatDateTime('2026-07-14T08:30:00.000Z')).toBe('14 juillet 2026 à 10:30');
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
  });

  it('reads a calendar day (a due date) as that very day, and leaves anything else as it is', () => {
    expect(formatCalendarDay('2026-03-01')).toBe('1 mars 2026');
    expect(formatCalendarDay('2026-11-23')).toBe('23 novembre 2026');
    expect(formatCalendarDay('bientôt')).toBe('bientôt');
  });
});
