import { formatCalendarDay } from '@qc/shared/dates';
import { describe, expect, it } from 'vitest';
import { coveredReleasesText, describeFieldValue } from './release-labels.ts';

describe('release labels', () => {
  it('says field values in French, codes translated, emptiness named', () => {
    expect(describeFieldValue('type', 'BOOLEAN')).not.toBe('BOOLEAN');
    expect(describeFieldValue('documentRequirement', 'MANDATORY')).toBe('Obligatoire');
    expect(describeFieldValue('helpText', null)).toBe('(vide)');
    expect(describeFieldValue('label', 'Texte')).toBe('Texte');
  });

  it('formats a release date without shifting it across time zones', () => {
    expect(formatCalendarDay('2026-11-23')).toBe('23 novembre 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('1 janvier 2026');
  });
});

describe('covered releases', () => {
  it('names the releases a version brings besides its own, none when it brings one', () => {
    expect(coveredReleasesText('2026.11.1', ['2026.11.1'])).toBeNull();
    expect(coveredReleasesText(null, [])).toBeNull();
    expect(coveredReleasesText('2026.11.2', ['2026.11.1', '2026.11.2'])).toBe(
      'Cette version reprend aussi les changements de la bibliothèque 2026.11.1.',
    );
    expect(coveredReleasesText('2026.12', ['2026.11.1', '2026.11.2', '2026.12'])).toBe(
      'Cette version reprend aussi les changements des bibliothèques 2026.11.1 et 2026.11.2.',
    );
  });
});
