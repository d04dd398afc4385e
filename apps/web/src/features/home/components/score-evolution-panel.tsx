import { formatDate } from '@qc/shared/dates';
import { useId, useState } from 'react';
import { QueryState } from '@/components/admin/list-state.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { useCompletedEvaluations } from '../api/get-completed-evaluations.ts';
import { buildEvolutionSeries, type EvolutionSeries } from '../score-evolution.ts';
import { Marker, ScoreEvolutionChart, seriesColor } from './score-evolution-chart.tsx';

/**
 * DESIGN §7 "evolution over time": the score of each completed evaluation, one
 * line per form. The chart is for the eyes; the same figures are in a table,
 * read by screen readers and shown on demand.
 */
export function ScoreEvolutionPanel({ establishmentId }: { establishmentId: string }) {
  const completed = useCompletedEvaluations(establishmentId);
  return (
    <SectionCard
      titleId="score-evolution-title"
      title="Évolution"
      description="Score sur 100 de chaque auto-évaluation terminée, par questionnaire."
    >
      <QueryState
        query={completed}
        loading={<Skeleton className="h-56" aria-label="Chargement de l’évolution des scores" />}
      >
        {({ items, total }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune auto-évaluation terminée pour l’instant.</p>
          ) : (
            <Evolution series={buildEvolutionSeries(items)} shown={items.length} total={total} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function Evolution({ series, shown, total }: { series: EvolutionSeries[]; shown: number; total: number }) {
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  const points = series.flatMap((item) => item.points).sort((a, b) => a.time - b.time);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="grid gap-4">
      <figcaption className="text-sm text-muted-foreground">
        {shown} auto-évaluation{shown > 1 ? 's' : ''} terminée{shown > 1 ? 's' : ''}
        {first && last && first.time !== last.time
          ? ` du ${formatDate(first.completedAt)} au ${formatDate(last.completedAt)}`
          : first
            ? ` le ${formatDate(first.completedAt)}`
            : ''}
        .{total > shown ? ` Les ${shown} plus récentes sur ${total} sont représentées.` : ''}
      </figcaption>
      <ScoreEvolutionChart series={series} />
      <ul className="grid gap-1.5 text-sm" aria-label="Légende de l’évolution">
        {series.map((item) => {
          const latest = item.points.at(-1);
          return (
            <li key={item.formId} className="flex items-start gap-2">
              <svg width={24} height={14} aria-hidden className="mt-0.5 shrink-0">
                <line x1={0} x2={24} y1={7} y2={7} stroke={seriesColor(item.index)} strokeWidth={2} />
                <Marker index={item.index} cx={12} cy={7} />
              </svg>
              <span>
                <span className="font-medium">{item.formName}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {item.points.length} auto-évaluation{item.points.length > 1 ? 's' : ''}, dernier score{' '}
                  <span className="whitespace-nowrap">{formatScoreOutOf100(latest?.score ?? null)}</span>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="grid justify-items-start gap-2">
        <DisclosureButton expanded={isTableShown} controls={tableId} onClick={() => setTableShown((value) => !value)}>
          {isTableShown ? 'Masquer le tableau des scores' : 'Afficher le tableau des scores'}
        </DisclosureButton>
        <div id={tableId} className={isTableShown ? 'w-full overflow-x-auto' : 'sr-only'}>
          <table className="w-full text-sm">
            <caption className="sr-only">Scores des auto-évaluations terminées, par questionnaire et par date</caption>
            <thead className="border-b border-border text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Questionnaire
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Terminée le
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {series.flatMap((item) =>
                item.points.map((point) => (
                  <tr key={point.evaluationId} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      {item.formName}
                    </th>
                    <td className="py-2 pr-3">{formatDate(point.completedAt)}</td>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums">
                      {formatScoreOutOf100(point.score)}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </div>
    </figure>
  );
}
