import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { describe, expect, it } from 'vitest';
import { describeNotEvaluated, describeNothingMissing, getDocumentCoverage } from './document-coverage.ts';

type Item = EvaluationOverview['forms'][number];
const item = (state: 'none' | 'inProgress' | 'completed'): Item =>
  ({
    form: {} as Item['form'],
    categoryPosition: null,
    inProgress: state === 'inProgress' ? { id: 'e', answered: 0, total: 3, startedAt: '2026-11-01T00:00:00Z' } : null,
    lastCompleted:
      state === 'completed'
        ? { id: 'c', score: 80, conformityRate: 80, completedAt: '2026-11-01T00:00:00Z', expiredMandatoryDocuments: 0 }
        : null,
  }) as Item;

describe('document coverage on the home (issue 19 item 8)', () => {
  it('never tells a crèche with no evaluation that no mandatory document is missing', () => {
    const coverage = getDocumentCoverage({ forms: [item('none'), item('none'), item('none')] });
    expect(coverage).toEqual({ applicable: 3, evaluated: 0, notEvaluated: 3 });
    const sentence = describeNothingMissing(coverage);
    expect(sentence).toBe(
      'Aucune auto-évaluation commencée : les documents obligatoires des 3 questionnaires ne sont pas encore vérifiés.',
    );
    expect(sentence).not.toContain('ne manque');
  });

  it('says which forms the « nothing missing » covers and which it does not', () => {
    expect(describeNothingMissing(getDocumentCoverage({ forms: [item('completed'), item('none')] }))).toBe(
      'Rien ne manque dans le questionnaire évalué ; 1 questionnaire pas encore évalué, ses documents ne sont pas vérifiés.',
    );
    expect(
      describeNothingMissing(
        getDocumentCoverage({ forms: [item('completed'), item('inProgress'), item('none'), item('none')] }),
      ),
    ).toBe(
      'Rien ne manque dans les 2 questionnaires évalués ; 2 questionnaires pas encore évalués, leurs documents ne sont pas vérifiés.',
    );
    expect(describeNotEvaluated(2)).toBe('2 questionnaires pas encore évalués, leurs documents ne sont pas vérifiés');
  });

  it('keeps the plain sentence once every form is evaluated, and says when none applies', () => {
    expect(describeNothingMissing(getDocumentCoverage({ forms: [item('completed'), item('inProgress')] }))).toBe(
      'Aucun document obligatoire ne manque.',
    );
    expect(describeNothingMissing(getDocumentCoverage({ forms: [] }))).toBe(
      'Aucun questionnaire ne s’applique encore à cet établissement.',
    );
  });
});
