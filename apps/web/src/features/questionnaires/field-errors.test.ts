import { QuestionInputSchema } from '@qc/shared/questionnaires/question-schemas';
import { describe, expect, it } from 'vitest';
import { getPathFieldErrors } from '@/lib/validation.ts';
import { toOptionalNumber } from './field-errors.ts';

describe('getPathFieldErrors', () => {
  it('keys nested messages by their full path, as the server does', () => {
    const result = getPathFieldErrors(QuestionInputSchema, {
      type: 'SELECT',
      label: 'Affichage',
      options: [
        { label: 'Oui', score: 120 },
        { label: 'Non', score: 0 },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors['options.0.score']).toBe(
      "Le score d'une option doit être un entier compris entre 0 et 100",
    );
  });

  it('explains a SELECT without options', () => {
    const result = getPathFieldErrors(QuestionInputSchema, { type: 'SELECT', label: 'Sans options' });
    expect(result.success ? {} : result.fieldErrors).toMatchObject({ options: 'Ajoutez au moins deux options' });
  });

  it('passes a valid question with its defaults', () => {
    const result = getPathFieldErrors(QuestionInputSchema, { type: 'NOTATION', label: 'Accueil' });
    expect(result.success && result.output).toMatchObject({ threshold: 3, scale: { min: 1, max: 4 } });
  });
});

describe('toOptionalNumber', () => {
  it('reads French decimals and leaves blanks absent', () => {
    expect(toOptionalNumber(' 1,5 ')).toBe(1.5);
    expect(toOptionalNumber('')).toBeUndefined();
  });
});
