import { describe, expect, it } from 'vitest';
import { reminderKindFor } from './reminders.ts';

describe('reminderKindFor: the reminder a site not done is due on a Paris day', () => {
  it('is none more than a week ahead, the week’s from 7 to 2 days, the day’s the day before and on the day, then late', () => {
    const deadline = '2026-12-10';
    expect(reminderKindFor(deadline, '2026-12-02')).toBeNull();
    expect(reminderKindFor(deadline, '2026-12-03')).toBe('DUE_IN_7_DAYS');
    expect(reminderKindFor(deadline, '2026-12-08')).toBe('DUE_IN_7_DAYS');
    expect(reminderKindFor(deadline, '2026-12-09')).toBe('DUE_IN_1_DAY');
    expect(reminderKindFor(deadline, '2026-12-10')).toBe('DUE_IN_1_DAY');
    expect(reminderKindFor(deadline, '2026-12-11')).toBe('LATE');
  });

  it('counts calendar days across the change to winter time', () => {
    expect(reminderKindFor('2026-10-26', '2026-10-25')).toBe('DUE_IN_1_DAY');
    expect(reminderKindFor('2026-11-01', '2026-10-25')).toBe('DUE_IN_7_DAYS');
  });
});
