import { describe, expect, it } from 'vitest';
import { getHeatBand, HEAT_BAND_LABELS, HEAT_BAND_STYLES, plural } from './labels.ts';

describe('heat map bands', () => {
  it('puts each value in its band, the limits included', () => {
    expect([null, 0, 49.9, 50, 79.9, 80, 100].map(getHeatBand)).toEqual([
      'none',
      'poor',
      'poor',
      'watch',
      'watch',
      'good',
      'good',
    ]);
  });

  it('gives every band a word, and the two bands below target a pattern besides their colour', () => {
    for (const band of ['good', 'watch', 'poor', 'none'] as const) expect(HEAT_BAND_LABELS[band]).toBeTruthy();
    expect(HEAT_BAND_STYLES.watch.pattern).toBeTruthy();
    expect(HEAT_BAND_STYLES.poor.pattern).not.toEqual(HEAT_BAND_STYLES.watch.pattern);
  });

  it('writes French plurals', () => {
    expect(plural(1, 'action')).toBe('1 action');
    expect(plural(2, 'action')).toBe('2 actions');
    expect(plural(0, 'action')).toBe('0 action');
  });
});
