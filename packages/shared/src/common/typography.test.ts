import { describe, expect, it } from 'vitest';
import { frenchTypography, NARROW_NBSP as N, NBSP as B } from './typography.ts';

describe('French typography (issue 15 item 4)', () => {
  it('binds high punctuation and the percent sign to what precedes them', () => {
    expect(frenchTypography('Combien d’enfants ? 40 % : ok ; bien !')).toBe(
      `Combien d’enfants${N}? 40${N}%${N}: ok${N}; bien${N}!`,
    );
    expect(frenchTypography('« Terminer »')).toBe(`«${N}Terminer${N}»`);
  });

  it('keeps digit groups, dates, scores and article numbers together', () => {
    expect(frenchTypography('10 000 établissements')).toBe(`10${N}000 établissements`);
    expect(frenchTypography('terminée le 1er mars 2026 et le 12 mai')).toBe(
      `terminée le 1er${B}mars${B}2026 et le 12${B}mai`,
    );
    expect(frenchTypography('72 / 100')).toBe(`72${B}/${B}100`);
    expect(frenchTypography('CSP art. R2324-29, n° 12')).toBe(`CSP art.${B}R2324-29, n°${B}12`);
  });

  it('leaves what is not prose alone', () => {
    expect(frenchTypography('https://www.legifrance.gouv.fr à 14:30')).toBe('https://www.legifrance.gouv.fr à 14:30');
    expect(frenchTypography('')).toBe('');
  });
});
