import {
  DEFAULT_NOTATION_SCALE,
  DEFAULT_NOTATION_THRESHOLD,
  type NotationScale,
  type QuestionOption,
} from '../questionnaires/question-schemas.ts';
import type { Question } from '../questionnaires/question-schemas.ts';

/**
 * DESIGN §5 "Scoring": pure functions shared by the API (stored results) and the
 * SPA (live progress while answering), so both always agree.
 */

/** What scoring needs of a question, per type (DESIGN §4). */
export type ScorableQuestion = { key: string; weight: number; isCritical: boolean } & (
  | { type: 'BOOLEAN'; conformingAnswer: boolean }
  | { type: 'SELECT'; options: QuestionOption[] }
  | { type: 'MULTIPLE_CHOICE'; options: QuestionOption[] }
  | { type: 'NOTATION'; scale: NotationScale; threshold: number }
);

/** A stored question as scoring sees it, with the DESIGN §4 defaults where a field is empty. */
export function toScorableQuestion(question: Question): ScorableQuestion {
  const common = { key: question.key, weight: question.weight, isCritical: question.isCritical };
  switch (question.type) {
    case 'BOOLEAN':
      return { ...common, type: 'BOOLEAN', conformingAnswer: question.conformingAnswer ?? true };
    case 'SELECT':
    case 'MULTIPLE_CHOICE':
      return { ...common, type: question.type, options: question.options };
    default:
      return {
        ...common,
        type: 'NOTATION',
        scale: question.scale ?? DEFAULT_NOTATION_SCALE,
        threshold: question.threshold ?? DEFAULT_NOTATION_THRESHOLD,
      };
  }
}

/** The *optimisé* mark above a NOTATION scale's top level (HAS cotation). */
export const OPTIMIZED = 'OPTIMIZED';

/**
 * An answer's value by type: BOOLEAN a boolean; SELECT the chosen option's label;
 * MULTIPLE_CHOICE the chosen labels; NOTATION a level of the scale or OPTIMIZED.
 * Options are named by label: labels are unique within a question, and an
 * evaluation answers one frozen version of the form, so they cannot drift.
 */
export type AnswerValue = boolean | string | string[] | number;

export type ScorableAnswer = { questionKey: string; value: AnswerValue | null; notApplicable: boolean };

/** The score of one answer, 0–100, or null when the value does not fit the question (or is missing). */
export function scoreAnswer(question: ScorableQuestion, value: AnswerValue | null): number | null {
  if (value === null) return null;
  switch (question.type) {
    case 'BOOLEAN':
      return typeof value === 'boolean' ? (value === question.conformingAnswer ? 100 : 0) : null;
    case 'SELECT': {
      const option = typeof value === 'string' ? question.options.find((item) => item.label === value) : undefined;
      return option ? option.score : null;
    }
    case 'MULTIPLE_CHOICE': {
      if (!Array.isArray(value)) return null;
      const chosen = question.options.filter((item) => value.includes(item.label));
      if (chosen.length !== new Set(value).size) return null;
      return Math.min(
        100,
        chosen.reduce((sum, item) => sum + item.score, 0),
      );
    }
    case 'NOTATION': {
      const level = getNotationLevel(question.scale, value);
      if (level === null) return null;
      return ((level - question.scale.min) / (question.scale.max - question.scale.min)) * 100;
    }
  }
}

/**
 * The level a NOTATION value stands for; the optimisé mark scores as the top level (DESIGN §4). A level between two
 * (3.5) is the mean of an HAS criterion's sessions by method (ADR 048): people only ever enter whole levels, which the
 * input schema checks.
 */
function getNotationLevel(scale: NotationScale, value: AnswerValue): number | null {
  const level = value === OPTIMIZED && scale.allowOptimized ? scale.max : value;
  if (typeof level !== 'number' || !Number.isFinite(level) || level < scale.min || level > scale.max) return null;
  return level;
}

/** DESIGN §5: conforming from 100 for BOOLEAN, SELECT and MULTIPLE_CHOICE, from the threshold for NOTATION. */
export function isConforming(question: ScorableQuestion, value: AnswerValue | null): boolean {
  if (value === null) return false;
  if (question.type === 'NOTATION') {
    const level = getNotationLevel(question.scale, value);
    return level !== null && level >= question.threshold;
  }
  const score = scoreAnswer(question, value);
  return score !== null && score >= 100;
}

/** An impératif cannot be N/A (DOMAIN.md, HAS): declared so, it counts as unanswered, not as not applicable. */
export function isNotApplicable(question: { isCritical: boolean }, answer: { notApplicable: boolean }): boolean {
  return answer.notApplicable && !question.isCritical;
}

export type EvaluationResult = {
  /** Weighted mean of the applicable answers' scores, 0–100, unrounded (round for display only); null with none. */
  score: number | null;
  /** Conforming answers / applicable answers × 100; null with none. */
  conformityRate: number | null;
  answered: number;
  notApplicable: number;
  total: number;
  /** Keys of the impératifs answered below their threshold. */
  criticalNonConformities: string[];
  /** Keys of the applicable questions answered below their threshold. */
  nonConformities: string[];
};

/** The results of a form's answers (DESIGN §5); N/A answers are excluded from score and rate. */
export function computeEvaluationResult(questions: ScorableQuestion[], answers: ScorableAnswer[]): EvaluationResult {
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  let weightedSum = 0;
  let weights = 0;
  let conforming = 0;
  let applicable = 0;
  let notApplicable = 0;
  const criticalNonConformities: string[] = [];
  const nonConformities: string[] = [];

  for (const question of questions) {
    const answer = byKey.get(question.key);
    if (!answer) continue;
    if (isNotApplicable(question, answer)) {
      notApplicable += 1;
      continue;
    }
    const score = scoreAnswer(question, answer.notApplicable ? null : answer.value);
    if (score === null) continue;
    applicable += 1;
    weightedSum += score * question.weight;
    weights += question.weight;
    if (isConforming(question, answer.value)) conforming += 1;
    else {
      nonConformities.push(question.key);
      if (question.isCritical) criticalNonConformities.push(question.key);
    }
  }

  return {
    score: weights > 0 ? weightedSum / weights : null,
    conformityRate: applicable > 0 ? (conforming / applicable) * 100 : null,
    answered: applicable + notApplicable,
    notApplicable,
    total: questions.length,
    criticalNonConformities,
    nonConformities,
  };
}

/** A score as shown: one decimal, French formatting ('87,5'). */
export function formatScore(score: number | null): string {
  if (score === null) return '—';
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(score);
}
