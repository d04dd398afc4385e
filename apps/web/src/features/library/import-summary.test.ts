import { ORPCError } from '@orpc/client';
import { describe, expect, it } from 'vitest';
import { describeImportSummary, getImportIssues } from './import-summary.ts';

describe('describeImportSummary', () => {
  it('words each count in French, singular and plural', () => {
    expect(
      describeImportSummary({
        categoriesCreated: 1,
        categoriesUpdated: 0,
        formsCreated: 2,
        formsUpdated: 1,
        formsUnchanged: 0,
        questions: 17,
      }),
    ).toEqual([
      'Catégories : 1 créée, 0 mise à jour.',
      'Questionnaires : 2 créés, 1 mis à jour, 0 inchangé.',
      '17 questions lues dans le fichier.',
    ]);
  });
});

describe('getImportIssues', () => {
  it('lists the messages naming the question at fault, once each', () => {
    const error = new ORPCError('BAD_REQUEST', {
      message: 'Questionnaire « A », question 2 (clé a-02) : Ajoutez au moins deux options',
      data: {
        issues: [
          {
            path: 'forms.0.questions.1.options',
            message: 'Questionnaire « A », question 2 (clé a-02) : Ajoutez au moins deux options',
          },
          {
            path: 'forms.0.questions.1.options',
            message: 'Questionnaire « A », question 2 (clé a-02) : Ajoutez au moins deux options',
          },
          {
            path: 'forms.0.questions.3.label',
            message: 'Questionnaire « A », question 4 (clé a-04) : Le libellé de la question est obligatoire',
          },
        ],
      },
    });
    expect(getImportIssues(error)).toEqual([
      'Questionnaire « A », question 2 (clé a-02) : Ajoutez au moins deux options',
      'Questionnaire « A », question 4 (clé a-04) : Le libellé de la question est obligatoire',
    ]);
  });

  it('is empty for an error without issues', () => {
    expect(getImportIssues(new ORPCError('FORBIDDEN'))).toEqual([]);
    expect(getImportIssues(null)).toEqual([]);
  });
});
