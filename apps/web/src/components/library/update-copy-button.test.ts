import { describe, expect, it } from 'vitest';
import { describeCopyUpdate } from './update-copy-button.tsx';

describe('describeCopyUpdate', () => {
  it('says how many questions were taken, in French, singular or plural', () => {
    expect(describeCopyUpdate({ taken: 1, kept: [] })).toBe(
      'Copie mise à jour : 1 question reprise du questionnaire d’origine.',
    );
    expect(describeCopyUpdate({ taken: 3, kept: [] })).toBe(
      'Copie mise à jour : 3 questions reprises du questionnaire d’origine.',
    );
  });

  it('names the adapted questions that kept the client’s wording', () => {
    expect(describeCopyUpdate({ taken: 0, kept: [{ label: 'Plans de change' }] })).toBe(
      'Copie mise à jour : aucune question reprise ; 1 question que vous aviez adaptée garde votre rédaction (« Plans de change »).',
    );
    expect(describeCopyUpdate({ taken: 2, kept: [{ label: 'A' }, { label: 'B' }] })).toContain(
      '2 questions que vous aviez adaptées gardent votre rédaction (« A », « B »)',
    );
  });
});
