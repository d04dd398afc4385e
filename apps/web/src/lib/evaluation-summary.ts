import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { formatScore } from '@qc/shared/scoring/score';

/** Figures shared by the self-evaluation screens and the home page (DESIGN §5, §7). */
type OverviewItem = EvaluationOverview['forms'][number];

export function toPercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** '87,5 / 100' or '—'. */
export function formatScoreOutOf100(score: number | null): string {
  return score === null ? '—' : `${formatScore(score)} / 100`;
}

/** '92 %' or '—' (French spacing before %). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${formatScore(rate)} %`;
}

/** Categories in library order, the forms without a category last ("Autres questionnaires"). */
export function groupByCategory(items: OverviewItem[]) {
  const groups = new Map<string, { id: string | null; name: string; position: number; items: OverviewItem[] }>();
  for (const item of items) {
    const key = item.form.categoryId ?? 'other';
    const group = groups.get(key) ?? {
      id: item.form.categoryId,
      name: item.form.categoryName ?? 'Autres questionnaires',
      position: item.categoryPosition ?? Number.MAX_SAFE_INTEGER,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fr'));
}

/** The mean of the latest completed score of each form (ADR 018); null when none is evaluated. */
export function meanScore(items: OverviewItem[]): number | null {
  const scores = items
    .map((item) => item.lastCompleted?.score ?? null)
    .filter((score): score is number => score !== null);
  return scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}
