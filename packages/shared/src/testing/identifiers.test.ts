import { describe, expect, it } from 'vitest';
import { isValidSiren, isValidSiret } from '../validation/identifiers.ts';
import { sirenFrom, siretOf, withLuhnKey } from './identifiers.ts';

describe('test identifiers', () => {
  it('makes SIREN and SIRET numbers the product accepts, one per counter', () => {
    const sirens = Array.from({ length: 50 }, (_, n) => sirenFrom(70_000_000, n));
    expect(sirens.every(isValidSiren)).toBe(true);
    expect(new Set(sirens).size).toBe(50);
    expect(sirens.flatMap((siren) => [1, 2, 9999].map((n) => siretOf(siren, n))).every(isValidSiret)).toBe(true);
    expect(withLuhnKey('73282932')).toBe('732829320');
  });
});
