import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural.ts';

describe('French plurals (issue 34 item 10)', () => {
  it('singular for 0 and 1, plural from 2', () => {
    expect(plural(0, 'action', 'actions')).toBe('action');
    expect(plural(1, 'non concernée', 'non concernées')).toBe('non concernée');
    expect(plural(2, 'non concernée', 'non concernées')).toBe('non concernées');
    expect(plural(1.5, 'point', 'points')).toBe('point');
  });

  it('writes the count before its word', () => {
    expect(countOf(1, 'établissement', 'établissements')).toBe('1 établissement');
    expect(countOf(12, 'établissement', 'établissements')).toBe('12 établissements');
  });
});
