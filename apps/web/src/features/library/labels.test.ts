import { describe, expect, it } from 'vitest';
import { appliesTo, describeAppliesTo } from './labels.ts';

describe('describeAppliesTo', () => {
  it('words the establishments a form applies to', () => {
    expect(describeAppliesTo([])).toBe('Tous les établissements');
    expect(describeAppliesTo(['ESSMS'])).toBe('ESSMS');
    expect(describeAppliesTo(['MICRO_CRECHE', 'PETITE_CRECHE', 'CRECHE', 'GRANDE_CRECHE', 'TRES_GRANDE_CRECHE'])).toBe(
      'Toutes les crèches (EAJE)',
    );
    expect(describeAppliesTo(['MICRO_CRECHE', 'CRECHE'])).toBe('Micro-crèche ≤ 12 places, Crèche 25–39');
  });
});

describe('appliesTo', () => {
  it('applies a form naming no category to every establishment', () => {
    expect(appliesTo([], 'ESSMS')).toBe(true);
    expect(appliesTo(['CRECHE'], 'CRECHE')).toBe(true);
    expect(appliesTo(['ESSMS'], 'MICRO_CRECHE')).toBe(false);
  });
});
