import { compareDottedNumbers } from '../common/dotted-numbers.ts';
import { OPTIMIZED, type AnswerValue } from './score.ts';

/**
 * Issue 30 (ADR 043): HAS's own reading of an ESSMS self-evaluation, beside the product's percentage.
 *
 * What HAS publishes, and what is applied here (sources in ADR 043):
 * - a criterion is scored 1 to 4, « optimisé » (*) above 4, « non concerné » (NC) left out of every mean;
 * - a cotation is brought back to 1–4 at each level (criterion, objective, thématique, chapter), computed to two
 *   decimals without rounding to the integer since the cotation sheet of 9 October 2024;
 * - an impératif is met only at 4 (3.9 is not 4);
 * - the Qualiscope « échelle qualité » reads two dimensions: the mean of the objectives' cotations, objective 3.10
 *   weighing 10 %, and the share of impératifs met; « optimisé » is not valued in it yet.
 * What is NOT published where we could read it: the thresholds turning those two figures into A, B, C or D. So no
 * letter is computed (`level` stays null) rather than one invented. The product scores a criterion as a whole (one
 * answer per criterion, not per élément d'évaluation): its cotation is its answer; « optimisé » counts as 4.
 */

/** The key of a HAS criterion question in the default library: `essms-has-<chapter>-<objective>-<criterion>`. */
export const CRITERION_KEY = /^essms-has-(\d+)-(\d+)-(\d+)$/;
const THEME = /thématique « ([^»]+?) »/;
const OBJECTIVE = /objectif (\d+\.\d+) : « ([^»]+?) »/;

/** The objective Qualiscope weighs 10 % in the mean of objectives (démarche qualité et gestion des risques). */
export const WEIGHTED_OBJECTIVE = '3.10';
export const WEIGHTED_OBJECTIVE_SHARE = 0.1;
/** The chapters' names, as the groups of the reading are titled. */
export const HAS_CHAPTER_LABELS: Record<string, string> = {
  '1': 'Chapitre 1 — La personne',
  '2': 'Chapitre 2 — Les professionnels',
  '3': 'Chapitre 3 — L’ESSMS',
};

export type HasQuestion = { key: string; label: string; helpText: string | null; isCritical: boolean };
export type HasAnswer = { questionKey: string; value: AnswerValue | null; notApplicable: boolean };

export type HasCriterion = {
  questionKey: string;
  /** HAS's code, « 3.6.2 ». */
  code: string;
  label: string;
  chapter: string;
  objective: string;
  theme: string | null;
  isImperatif: boolean;
  /** 1–4 (« optimisé » counts 4); null when « non concerné » or not rated. */
  cotation: number | null;
  optimized: boolean;
  notConcerned: boolean;
  /**
   * An impératif answered « non concerné » (older or imported data: the API refuses it today). HAS allows no NC on an
   * impératif, so it counts as applicable and not met, and is flagged (review of ADR 043); it has no cotation.
   */
  notConcernedImperatif: boolean;
};

export type HasGroup = {
  /** « 1 », « 1.1 » or the thématique's name. */
  key: string;
  label: string;
  /** Mean of its criteria's cotations, unrounded; null when none is rated. */
  mean: number | null;
  rated: number;
  notConcerned: number;
};

export type HasResult = {
  criteria: HasCriterion[];
  chapters: HasGroup[];
  themes: HasGroup[];
  objectives: HasGroup[];
  /** Dimension 1: mean of the objectives' cotations, objective 3.10 weighing 10 % when it is evaluated. */
  objectivesMean: number | null;
  /** Objective 3.10 has a cotation in this evaluation (otherwise the mean is unweighted, and the screen says so). */
  weightedObjectiveIncluded: boolean;
  /**
   * Dimension 2: impératifs met (at 4) over the applicable ones: those rated and those declared « non concerné », which
   * HAS does not allow on an impératif and which count as not met (`notConcerned`, also in `notMet`).
   */
  imperatifs: {
    applicable: number;
    met: number;
    rate: number | null;
    notMet: HasCriterion[];
    notConcerned: HasCriterion[];
  };
  /** The objectives below 4, lowest first (at most three): what holds the first dimension back. */
  weakestObjectives: HasGroup[];
  optimized: number;
  /** A–D: never computed, HAS's thresholds could not be verified (ADR 043). */
  level: null;
};

/** The HAS criterion a question stands for, or null for any other question. */
export function hasCriterionOf(
  question: HasQuestion,
): Omit<HasCriterion, 'cotation' | 'optimized' | 'notConcerned' | 'notConcernedImperatif'> | null {
  const match = CRITERION_KEY.exec(question.key);
  if (!match) return null;
  const [, chapter, objective, criterion] = match as unknown as [string, string, string, string];
  return {
    questionKey: question.key,
    code: `${chapter}.${objective}.${criterion}`,
    label: question.label,
    chapter,
    objective: `${chapter}.${objective}`,
    theme: question.helpText ? (THEME.exec(question.helpText)?.[1] ?? null) : null,
    isImperatif: question.isCritical,
  };
}

/** A criterion's cotation from its answer: a level 1–4, « optimisé » as 4; null for NC or no answer. */
function cotationOf(answer: HasAnswer | undefined): {
  cotation: number | null;
  optimized: boolean;
  notConcerned: boolean;
} {
  if (!answer) return { cotation: null, optimized: false, notConcerned: false };
  if (answer.notApplicable) return { cotation: null, optimized: false, notConcerned: true };
  if (answer.value === OPTIMIZED) return { cotation: 4, optimized: true, notConcerned: false };
  const { value } = answer;
  // A mean of sessions by method (3.5) is a cotation too, unrounded (ADR 048).
  const valid = typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 4;
  return { cotation: valid ? value : null, optimized: false, notConcerned: false };
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function group(
  criteria: HasCriterion[],
  keyOf: (item: HasCriterion) => string | null,
  labelOf: (key: string, first: HasCriterion) => string,
): HasGroup[] {
  const byKey = new Map<string, HasCriterion[]>();
  for (const item of criteria) {
    const key = keyOf(item);
    if (key === null) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  return [...byKey].map(([key, items]) => {
    const rated = items.flatMap((item) => (item.cotation === null ? [] : [item.cotation]));
    return {
      key,
      label: labelOf(key, items[0]!),
      mean: mean(rated),
      rated: rated.length,
      notConcerned: items.filter((item) => item.notConcerned).length,
    };
  });
}

/** Sorts « 1.10 » after « 1.9 ». */
const byCode = compareDottedNumbers;

/**
 * HAS's results of an evaluation, or null when its form holds no HAS criterion. `excludedKeys`: the questions frozen
 * as not applying to the establishment (issue 26), which count nowhere.
 */
export function computeHasResult(
  questions: HasQuestion[],
  answers: HasAnswer[],
  excludedKeys: ReadonlySet<string> = new Set(),
): HasResult | null {
  const answerByKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  const objectiveLabels = new Map<string, string>();
  const criteria: HasCriterion[] = [];
  for (const question of questions) {
    if (excludedKeys.has(question.key)) continue;
    const criterion = hasCriterionOf(question);
    if (!criterion) continue;
    const objective = question.helpText ? OBJECTIVE.exec(question.helpText) : null;
    if (objective?.[1] === criterion.objective && objective[2] && !objectiveLabels.has(criterion.objective))
      objectiveLabels.set(criterion.objective, objective[2]);
    const answer = answerByKey.get(question.key);
    // An impératif cannot be « non concerné » within its scope (HAS FAQ): the API refuses it, but older or imported
    // data may hold one. It is then no NC (it stays in dimension 2) but an impératif not met, flagged as such.
    const scored = cotationOf(answer);
    const notConcernedImperatif = scored.notConcerned && criterion.isImperatif;
    criteria.push({
      ...criterion,
      ...scored,
      notConcerned: scored.notConcerned && !criterion.isImperatif,
      notConcernedImperatif,
    });
  }
  if (criteria.length === 0) return null;
  criteria.sort((left, right) => byCode(left.code, right.code));

  const objectives = group(
    criteria,
    (item) => item.objective,
    (key) => (objectiveLabels.has(key) ? `Objectif ${key} — ${objectiveLabels.get(key)}` : `Objectif ${key}`),
  );
  const chapters = group(
    criteria,
    (item) => item.chapter,
    (key) => HAS_CHAPTER_LABELS[key] ?? `Chapitre ${key}`,
  );
  const themes = group(
    criteria,
    (item) => item.theme,
    (key) => key,
  ).sort((left, right) => left.label.localeCompare(right.label, 'fr'));

  const rated = objectives.filter((item) => item.mean !== null);
  const weighted = rated.find((item) => item.key === WEIGHTED_OBJECTIVE);
  const others = mean(rated.filter((item) => item !== weighted).map((item) => item.mean!));
  const objectivesMean = weighted
    ? others === null
      ? weighted.mean
      : WEIGHTED_OBJECTIVE_SHARE * weighted.mean! + (1 - WEIGHTED_OBJECTIVE_SHARE) * others
    : others;

  const applicable = criteria.filter(
    (item) => item.isImperatif && (item.cotation !== null || item.notConcernedImperatif),
  );
  const notMet = applicable.filter((item) => item.cotation === null || item.cotation < 4);
  const met = applicable.length - notMet.length;

  return {
    criteria,
    chapters,
    themes,
    objectives,
    objectivesMean,
    weightedObjectiveIncluded: weighted !== undefined,
    imperatifs: {
      applicable: applicable.length,
      met,
      rate: applicable.length === 0 ? null : (met / applicable.length) * 100,
      notMet,
      notConcerned: applicable.filter((item) => item.notConcernedImperatif),
    },
    weakestObjectives: rated
      .filter((item) => item.mean! < 4)
      .sort((left, right) => left.mean! - right.mean! || byCode(left.key, right.key))
      .slice(0, 3),
    optimized: criteria.filter((item) => item.optimized).length,
    level: null,
  };
}
