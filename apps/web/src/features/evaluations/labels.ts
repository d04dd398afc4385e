import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { formatScoreOutOf100, meanScore, toPercent } from '@/lib/evaluation-summary.ts';

export type OverviewItem = EvaluationOverview['forms'][number];
export type FormEvaluationStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

export const FORM_STATUS_LABELS: Record<FormEvaluationStatus, string> = {
  NOT_STARTED: 'Non commencée',
  IN_PROGRESS: 'En cours',
  COMPLETED: 'Terminée',
};

export const FORM_STATUS_BADGE: Record<FormEvaluationStatus, 'muted' | 'default' | 'success'> = {
  NOT_STARTED: 'muted',
  IN_PROGRESS: 'default',
  COMPLETED: 'success',
};

/** An evaluation in progress wins over the last completed one: it is what the user works on. */
export function getFormStatus(item: OverviewItem): FormEvaluationStatus {
  if (item.inProgress) return 'IN_PROGRESS';
  return item.lastCompleted ? 'COMPLETED' : 'NOT_STARTED';
}

/** The questions answered, the server's count plus the first answers still waiting in this browser (issue 34 item 3). */
export function getAnswered(item: OverviewItem, waiting = 0): number {
  return item.inProgress ? Math.min(item.inProgress.total, item.inProgress.answered + waiting) : 0;
}

/** Percentage of questions answered (0–100, whole), answers waiting to be sent included. */
export function getProgress(item: OverviewItem, waiting = 0): number {
  if (item.inProgress) return toPercent(getAnswered(item, waiting), item.inProgress.total);
  return item.lastCompleted ? 100 : 0;
}

/** Under a category's name: « 2 / 5 évalués · score moyen 74/100 » (the last completed evaluations). */
export function describeCategoryProgress(items: OverviewItem[]): string {
  const evaluated = items.filter((item) => item.lastCompleted).length;
  return `${evaluated} / ${items.length} évalué${evaluated > 1 ? 's' : ''} · score moyen ${formatScoreOutOf100(meanScore(items))}`;
}
