import { describe, expect, it } from 'vitest';
import { crossedThreshold, daysUntil, describeExpiry } from './expiry.ts';

describe('expiry thresholds', () => {
  it('counts calendar days, across a change of time', () => {
    expect(daysUntil('2026-11-30', '2026-11-23')).toBe(7);
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-23')).toBe(-3);
  });

  it('gives the smallest threshold reached, none beyond 60 days or once past', () => {
    expect(crossedThreshold(61)).toBeNull();
    expect(crossedThreshold(60)).toBe(60);
    expect(crossedThreshold(31)).toBe(60);
    expect(crossedThreshold(30)).toBe(30);
    expect(crossedThreshold(8)).toBe(30);
    expect(crossedThreshold(7)).toBe(7);
    expect(crossedThreshold(0)).toBe(7);
    expect(crossedThreshold(-1)).toBeNull();
  });

  it('says it in French', () => {
    expect(describeExpiry(5)).toBe('expire dans 5 jours');
    expect(describeExpiry(0)).toBe('expire aujourd’hui');
    expect(describeExpiry(-3)).toBe('expiré depuis 3 jours');
  });
});
