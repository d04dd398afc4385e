import { OPTIMIZED, type AnswerValue } from '../scoring/score.ts';
import { labelledEnum } from '../enums.ts';

/**
 * Issue 30 item 3 (ADR 048): an HAS self-evaluation run as the evaluators run it. HAS's manual ties each chapter of the
 * référentiel to one method (Préiso, « Les méthodes d'évaluation des ESSMS »; the library's guidance says the same):
 * chapter 1 « La personne » by accompagné traceur, chapter 2 « Les professionnels » by traceur ciblé, chapter 3
 * « L'ESSMS » by audit système.
 */
export const { values: HAS_METHODS, labels: HAS_METHOD_LABELS } = labelledEnum([
  ['ACCOMPAGNE_TRACEUR', 'Accompagné traceur'],
  ['TRACEUR_CIBLE', 'Traceur ciblé'],
  ['AUDIT_SYSTEME', 'Audit système'],
]);
export type HasMethod = (typeof HAS_METHODS)[number];

const METHOD_OF_CHAPTER: Record<string, HasMethod> = {
  '1': 'ACCOMPAGNE_TRACEUR',
  '2': 'TRACEUR_CIBLE',
  '3': 'AUDIT_SYSTEME',
};

const CRITERION_KEY = /^essms-has-(\d+)-\d+-\d+$/;

/** The method that evaluates an HAS criterion (`essms-has-1-2-3` → accompagné traceur), null for any other question. */
export function methodOfQuestion(questionKey: string): HasMethod | null {
  const chapter = CRITERION_KEY.exec(questionKey)?.[1];
  return chapter ? (METHOD_OF_CHAPTER[chapter] ?? null) : null;
}

/**
 * « Accompagné traceur n° 2 »: a session is named by its method and number, never by a person; the name it may be
 * given (a path, a unit, a process) follows: « Accompagné traceur n° 2 — Parcours hébergement ».
 */
export function hasSessionLabel(method: HasMethod, number: number, name: string | null = null): string {
  const label = `${HAS_METHOD_LABELS[method]} n° ${number}`;
  return name ? `${label} — ${name}` : label;
}

/** The longest name a session may be given. */
export const MAX_HAS_SESSION_NAME_LENGTH = 80;

/**
 * The number of accompagnés traceurs planned when nobody set one: the product's choice, not HAS's. HAS's manual
 * scales the number with the structure's size and the variety of its paths; the pages we could read give no table
 * (ageval.fr: « dépend de la taille de l'ESSMS mais aussi de la variété des parcours »), only « minimum 3 pour les
 * ESSMS de petite taille » (aleoz.fr) and « jusqu'à 8 personnes pour les établissements de plus de 150 places »
 * (Unafo, quoting the manual). So 3, the smallest figure read, and the quality manager sets hers (1 to 20).
 */
export const DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS = 3;
export const MAX_PLANNED_ACCOMPAGNES_TRACEURS = 20;

/** One session's answer to a criterion: a level 1–4, « optimisé », or « non concerné ». */
export type SessionAnswer = { value: AnswerValue | null; notApplicable: boolean };

/** The criterion's answer in the evaluation, derived from its sessions; null when no session answered it. */
export type CombinedAnswer = { value: number | typeof OPTIMIZED | null; notApplicable: boolean } | null;

/**
 * A criterion answered in several sessions (ADR 048). _Our reading_ of HAS's rule that a criterion's cotation is the
 * mean of its éléments d'évaluation, to two decimals, never rounded up (ADR 043, Andicat and the cotation sheet of
 * 9 October 2024): each session's answer stands for that session's éléments, so the criterion's cotation is the mean
 * of its sessions' cotations, unrounded. « Optimisé » counts 4 (ADR 043) and stays « optimisé » only when every
 * session rated it so; « non concerné » sessions are left out of the mean (essms.fr: NC « ne sont pas comptabilisés »);
 * a criterion no session found concerned is « non concerné ». An impératif, met only when all its éléments are at 4,
 * is met only when every session rated it 4 (the mean is then exactly 4).
 */
export function combineSessionAnswers(answers: readonly SessionAnswer[]): CombinedAnswer {
  if (answers.length === 0) return null;
  const rated = answers.filter((answer) => !answer.notApplicable && answer.value !== null);
  if (rated.length === 0)
    return answers.every((answer) => answer.notApplicable) ? { value: null, notApplicable: true } : null;
  if (rated.every((answer) => answer.value === OPTIMIZED)) return { value: OPTIMIZED, notApplicable: false };
  const levels = rated.map((answer) => (answer.value === OPTIMIZED ? 4 : Number(answer.value)));
  return { value: levels.reduce((sum, level) => sum + level, 0) / levels.length, notApplicable: false };
}

/** The justification stored with a criterion every session found « non concerné ». */
export const COMBINED_NOT_CONCERNED_JUSTIFICATION = 'Non concerné dans chacune des sessions qui l’ont évalué';
