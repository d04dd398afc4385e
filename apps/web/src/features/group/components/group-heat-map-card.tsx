import type { GroupCategory, GroupRow } from '@qc/shared/group/schemas';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { GroupHeatMap } from './group-heat-map.tsx';

/** The heat map of the page's establishments by category, as a conformity rate or a score. */
export function HeatMapCard({ rows, categories }: { rows: GroupRow[]; categories: GroupCategory[] }) {
  const [measure, setMeasure] = useState<'conformityRate' | 'score'>('conformityRate');
  // Columns: the categories evaluated somewhere on this page; the others are named under the map.
  const shown = categories.filter((category) =>
    rows.some((row) => row.categories.some((cell) => cell.categoryId === category.id)),
  );
  const unevaluated = categories.filter((category) => category.id !== null && !shown.includes(category));
  return (
    <SectionCard
      titleId="group-heat-map-title"
      title="Carte de chaleur de la conformité"
      description="Par établissement et par catégorie de questionnaires, d’après la dernière auto-évaluation terminée de chaque questionnaire."
      contentClassName="grid gap-4"
    >
      <FilterSelect
        label="Valeur affichée"
        value={measure}
        allLabel="Taux de conformité"
        options={[{ value: 'score', label: 'Score' }]}
        onChange={(value) => setMeasure(value === 'score' ? 'score' : 'conformityRate')}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucune auto-évaluation terminée pour les établissements de cette page.
        </p>
      ) : (
        <GroupHeatMap
          rows={rows}
          categories={shown}
          measure={measure}
          format={measure === 'score' ? formatScoreOutOf100 : formatRate}
        />
      )}
      {unevaluated.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Jamais évalué sur cette page : {unevaluated.map((category) => category.name).join(', ')}.
        </p>
      ) : null}
    </SectionCard>
  );
}
