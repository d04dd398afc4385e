import { describe, expect, it } from 'vitest';
import { toFileName } from './download.ts';

describe('toFileName', () => {
  it('keeps accents and replaces spaces and reserved characters', () => {
    expect(toFileName('Règlement de fonctionnement / protocoles', 'json')).toBe(
      'Règlement-de-fonctionnement-protocoles.json',
    );
  });

  it('falls back to "export" for a name made only of reserved characters', () => {
    expect(toFileName(' :*? ', 'json')).toBe('export.json');
  });
});
