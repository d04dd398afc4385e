import { describe, expect, it } from 'vitest';
import { formatCalendarDayFr } from './dates.ts';

describe('formatCalendarDayFr', () => {
  it('writes a calendar day out as the app does, whatever the server zone', () => {
    expect(formatCalendarDayFr('2026-12-19')).toBe('19 décembre 2026');
    expect(formatCalendarDayFr('2027-01-01')).toBe('1 janvier 2027');
    expect(formatCalendarDayFr('2026-12-31')).toBe('31 décembre 2026');
  });

  it('leaves anything else as it is', () => {
    expect(formatCalendarDayFr('bientôt')).toBe('bientôt');
  });
});
