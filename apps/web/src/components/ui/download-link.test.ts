import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-link.tsx';

describe('fileNameFrom (Content-Disposition)', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFrom('inline; filename="rapport.pdf"; filename*=utf-8\'\'Synth%C3%A8se%20cr%C3%A8che.pdf', 'x.pdf'),
    ).toBe('Synthèse crèche.pdf');
    expect(fileNameFrom('attachment; filename="rapport.pdf"', 'x.pdf')).toBe('rapport.pdf');
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
  });
});
