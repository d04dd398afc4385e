import { describe, expect, it } from 'vitest';
import {
  formatSiren,
  isValidSiren,
  isValidSiret,
  siretOfOtherSirenMessage,
  sirenOfSiret,
  withoutSpaces,
} from './identifiers.ts';

describe('SIREN key (issue 34 item 6)', () => {
  it('accepts registry numbers, whose Luhn sum is a multiple of 10', () => {
    // Real SIRENs: Renault, Michelin, La Poste.
    for (const siren of ['780129987', '855200887', '356000000', '732829320']) expect(isValidSiren(siren)).toBe(true);
  });

  it('refuses a wrong key, one digit changed, two digits swapped, and all zeros', () => {
    expect(isValidSiren('123456789')).toBe(false);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('738229320')).toBe(false);
    expect(isValidSiren('000000000')).toBe(false);
  });

  it('refuses what is not 9 digits', () => {
    for (const siren of ['', '73282932', '7328293200', '73282932A', '732 829 320']) {
      expect(isValidSiren(siren)).toBe(false);
    }
  });
});

describe('SIRET key (issue 34 item 6)', () => {
  it('accepts registry numbers and refuses a wrong key', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('73282932000047')).toBe(false);
    expect(isValidSiret('00000000000000')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
  });

  it('La Poste: its establishments add up to a multiple of 5 without a Luhn key, its head office has one', () => {
    // 3+5+6+4+9+8+3+7 = 45, and its Luhn sum is not a multiple of 10.
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
    expect(isValidSiret('35600000000048')).toBe(true);
    // The exception is La Poste's own: another SIREN with a digit sum multiple of 5 still needs its Luhn key.
    expect(isValidSiret('73282932000010')).toBe(false);
  });
});

describe('helpers', () => {
  it('drop spaces of every kind, read the SIREN of a SIRET and print it as the registry does', () => {
    expect(withoutSpaces(' 732 829\u00a0320\u202f00074\t')).toBe('73282932000074');
    expect(sirenOfSiret('73282932000074')).toBe('732829320');
    expect(formatSiren('732829320')).toBe('732 829 320');
    expect(siretOfOtherSirenMessage('732829320')).toBe(
      "Le SIRET doit commencer par le SIREN de l'entité légale (732 829 320)",
    );
  });
});
