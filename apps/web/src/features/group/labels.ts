import type { GroupSort } from '@qc/shared/group/schemas';

/** The orders offered, in French; the figures that say "behind" sort worst first. */
export const GROUP_SORT_LABELS: Record<GroupSort, string> = {
  name: 'Nom (A → Z)',
  '-name': 'Nom (Z → A)',
  city: 'Ville (A → Z)',
  '-city': 'Ville (Z → A)',
  score: 'Score (le plus faible d’abord)',
  '-score': 'Score (le plus élevé d’abord)',
  lastEvaluation: 'Dernière auto-évaluation (la plus ancienne d’abord)',
  '-lastEvaluation': 'Dernière auto-évaluation (la plus récente d’abord)',
  lateEvaluations: 'Auto-évaluations en retard (le moins d’abord)',
  '-lateEvaluations': 'Auto-évaluations en retard (le plus d’abord)',
  overdueActions: 'Actions en retard (le moins d’abord)',
  '-overdueActions': 'Actions en retard (le plus d’abord)',
  documents: 'Documents à fournir (le moins d’abord)',
  '-documents': 'Documents à fournir (le plus d’abord)',
};

export type HeatBand = 'good' | 'watch' | 'poor' | 'none';

/**
 * The heat map's bands: each has a colour AND a pattern AND a word, so that
 * the map reads without colour (WCAG 1.4.1); the value is always written.
 */
export function getHeatBand(value: number | null): HeatBand {
  if (value === null) return 'none';
  if (value >= 80) return 'good';
  if (value >= 50) return 'watch';
  return 'poor';
}

export const HEAT_BAND_LABELS: Record<HeatBand, string> = {
  good: 'satisfaisant (80 et plus)',
  watch: 'à surveiller (50 à 79)',
  poor: 'insuffisant (moins de 50)',
  none: 'non évalué',
};

/** Colour and pattern of each band; the patterns are drawn with CSS gradients (no image to load). */
export const HEAT_BAND_STYLES: Record<HeatBand, { className: string; pattern?: string }> = {
  good: { className: 'bg-green-100 text-green-950 border-green-700' },
  watch: {
    className: 'bg-amber-100 text-amber-950 border-amber-700',
    pattern: 'repeating-linear-gradient(135deg, transparent 0 6px, rgb(180 83 9 / 0.25) 6px 8px)',
  },
  poor: {
    className: 'bg-red-100 text-red-950 border-red-800',
    pattern:
      'repeating-linear-gradient(45deg, transparent 0 5px, rgb(153 27 27 / 0.3) 5px 7px), repeating-linear-gradient(135deg, transparent 0 5px, rgb(153 27 27 / 0.3) 5px 7px)',
  },
  none: { className: 'bg-muted text-muted-foreground border-dashed border-slate-400' },
};

/** '3 jours', '1 jour'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}
