import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatShortCalendarDay,
  formatShortDate,
  formatTime,
  getParisToday,
  isCalendarDate,
} from './dates.ts';

// Issue 19 item 6: one French date format across the app, in Paris time whatever the browser's zone.
describe('dates', () => {
  it('writes every day out, with the time after « à » where it matters', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 novembre 2026');
    expect(formatDateTime('2026-07-14T08:30:00.000Z')).toBe('14 juillet 2026 à 10:30');
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
  });

  it('reads a calendar day (a due date) as that very day, whatever the zone, and leaves anything else as it is', () => {
    expect(formatCalendarDay('2026-03-01')).toBe('1 mars 2026');
    expect(formatCalendarDay('2026-11-23')).toBe('23 novembre 2026');
    expect(formatCalendarDay('2026-12-19')).toBe('19 décembre 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('1 janvier 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('31 décembre 2026');
    expect(formatCalendarDay('bientôt')).toBe('bientôt');
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
  });
});

describe('Paris days and times', () => {
  it('takes today in Paris, not in UTC', () => {
    expect(getParisToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(getParisToday(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(getParisToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('writes the time and the short day in Paris time', () => {
    expect(formatTime('2026-11-23T13:05:00Z')).toBe('14:05');
    expect(formatDateTime(new Date('2026-11-23T13:05:00Z'))).toBe('23 novembre 2026 à 14:05');
    expect(formatShortDate(new Date('2026-01-04T23:30:00Z'))).toBe('05/01/2026');
    expect(formatShortCalendarDay('2026-11-21')).toBe('21/11/2026');
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
  });
});
