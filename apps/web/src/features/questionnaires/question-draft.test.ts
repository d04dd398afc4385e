import { QuestionInputSchema } from '@qc/shared/questionnaires/question-schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changeDraftType, createDraft, getLevelCount, resizeLabels, toQuestionInput } from './question-draft.ts';

describe('question drafts', () => {
  it('give each type a valid default once labelled', () => {
    for (const type of ['BOOLEAN', 'NOTATION'] as const) {
      const draft = { ...createDraft(type), label: 'Question' };
      expect(v.safeParse(QuestionInputSchema, toQuestionInput(draft)).success, type).toBe(true);
    }
    const select = createDraft('SELECT');
    select.label = 'Choix';
    select.options = [
      { label: 'Toujours', score: '100' },
      { label: 'Jamais', score: '0' },
    ];
    expect(v.safeParse(QuestionInputSchema, toQuestionInput(select)).success).toBe(true);
  });

  it('send a blank score as missing, so its own message shows', () => {
    const draft = changeDraftType({ ...createDraft(), label: 'Choix' }, 'SELECT');
    draft.options[0] = { label: 'Oui', score: '' };
    expect((toQuestionInput(draft).options as Array<{ score: unknown }>)[0]!.score).toBeUndefined();
  });

  it('keep one label per level of the scale', () => {
    expect(getLevelCount('1', '4')).toBe(4);
    expect(getLevelCount('4', '1')).toBeNull();
    expect(resizeLabels(['a', 'b'], 3)).toEqual(['a', 'b', '']);
  });

  it('do not send an expected document without a requirement', () => {
    const draft = { ...createDraft(), label: 'Q', expectedDocument: 'Registre' };
    expect(toQuestionInput(draft).expectedDocument).toBeUndefined();
  });
});
