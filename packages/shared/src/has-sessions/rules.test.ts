import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { computeHasResult } from '../scoring/has.ts';
import { OPTIMIZED } from '../scoring/score.ts';
import { combineSessionAnswers, hasSessionLabel, MAX_HAS_SESSION_NAME_LENGTH, methodOfQuestion } from './rules.ts';
import { HAS_SESSION_MESSAGES, HasSessionNameSchema } from './schemas.ts';

const rated = (value: number | typeof OPTIMIZED) => ({ value, notApplicable: false });
const nc = { value: null, notApplicable: true };

describe('combineSessionAnswers (ADR 048)', () => {
  it('is the mean of the sessions, unrounded', () => {
    expect(combineSessionAnswers([rated(4), rated(3)])).toEqual({ value: 3.5, notApplicable: false });
    expect(combineSessionAnswers([rated(4), rated(3), rated(3)])?.value).toBeCloseTo(10 / 3, 10);
  });
  it('counts « optimisé » as 4, and keeps it only when every session said so', () => {
    expect(combineSessionAnswers([rated(OPTIMIZED), rated(2)])).toEqual({ value: 3, notApplicable: false });
    expect(combineSessionAnswers([rated(OPTIMIZED), rated(OPTIMIZED)])).toEqual({
      value: OPTIMIZED,
      notApplicable: false,
    });
  });
  it('leaves « non concerné » sessions out; NC only when no session found it concerned', () => {
    expect(combineSessionAnswers([nc, rated(2), rated(3)])).toEqual({ value: 2.5, notApplicable: false });
    expect(combineSessionAnswers([nc, nc])).toEqual({ value: null, notApplicable: true });
    expect(combineSessionAnswers([])).toBeNull();
  });
  it('meets an impératif only when every session rated it 4', () => {
    const question = { key: 'essms-has-1-1-1', label: 'Impératif', helpText: null, isCritical: true };
    const read = (value: number) =>
      computeHasResult([question], [{ questionKey: question.key, value, notApplicable: false }])!.imperatifs.met;
    expect(read(combineSessionAnswers([rated(4), rated(4), rated(4)])!.value as number)).toBe(1);
    expect(read(combineSessionAnswers([rated(4), rated(4), rated(3)])!.value as number)).toBe(0);
  });
  it('names each chapter’s method and a session without a person', () => {
    expect(methodOfQuestion('essms-has-1-2-3')).toBe('ACCOMPAGNE_TRACEUR');
    expect(methodOfQuestion('essms-has-2-1-1')).toBe('TRACEUR_CIBLE');
    expect(methodOfQuestion('essms-has-3-10-2')).toBe('AUDIT_SYSTEME');
    expect(methodOfQuestion('creche-1')).toBeNull();
    expect(hasSessionLabel('ACCOMPAGNE_TRACEUR', 2)).toBe('Accompagné traceur n° 2');
    expect(hasSessionLabel('TRACEUR_CIBLE', 1, 'Circuit du médicament')).toBe(
      'Traceur ciblé n° 1 — Circuit du médicament',
    );
  });
  it('trims a session’s name, clears an empty one and refuses one too long in French', () => {
    const parse = (name: unknown) => v.safeParse(HasSessionNameSchema, name);
    expect(parse('  Parcours hébergement ').output).toBe('Parcours hébergement');
    expect(parse('   ').output).toBeNull();
    expect(parse(undefined).output).toBeNull();
    expect(parse('x'.repeat(MAX_HAS_SESSION_NAME_LENGTH)).success).toBe(true);
    expect(parse('x'.repeat(MAX_HAS_SESSION_NAME_LENGTH + 1)).issues?.[0]?.message).toBe(
      HAS_SESSION_MESSAGES.nameTooLong,
    );
    expect(parse(3).issues?.[0]?.message).toBe(HAS_SESSION_MESSAGES.nameInvalid);
  });
});
