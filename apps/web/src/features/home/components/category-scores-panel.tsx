import { QueryState } from '@/components/admin/list-state.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatScoreOutOf100, groupByCategory, meanScore, toPercent } from '@/lib/evaluation-summary.ts';
import { useHomeOverview } from '../api/get-home-figures.ts';

/**
 * DESIGN §7 "progress and score by category (chart)": one row per category, two
 * bars drawn from the figures written beside them, so the text says it all.
 */
export function CategoryScoresPanel({ establishmentId }: { establishmentId: string }) {
  const overview = useHomeOverview(establishmentId);
  return (
    <SectionCard
      titleId="category-scores-title"
      title="Auto-évaluation par catégorie"
      description="Questionnaires évalués et score moyen de la dernière auto-évaluation terminée."
    >
      <QueryState query={overview} loading={<Skeleton className="h-32" aria-label="Chargement des scores" />}>
        {({ forms }) =>
          forms.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun questionnaire ne s’applique à cet établissement.</p>
          ) : (
            <ul className="grid gap-4" aria-label="Scores par catégorie">
              {groupByCategory(forms).map((group) => {
                const evaluated = group.items.filter((item) => item.lastCompleted).length;
                const ongoing = group.items.filter((item) => item.inProgress).length;
                const score = meanScore(group.items);
                return (
                  <li key={group.id ?? 'other'} className="grid gap-1.5 text-sm">
                    {group.id ? (
                      <RecordLink to="/auto-evaluation/category/$id" id={group.id}>
                        {group.name}
                      </RecordLink>
                    ) : (
                      <span className="font-medium">{group.name}</span>
                    )}
                    {ongoing > 0 ? (
                      <span className="text-xs text-muted-foreground">
                        {ongoing} auto-évaluation{ongoing > 1 ? 's' : ''} en cours
                      </span>
                    ) : null}
                    <Bar
                      label="Évalués"
                      percent={toPercent(evaluated, group.items.length)}
                      text={`${evaluated} / ${group.items.length}`}
                      className="bg-primary"
                    />
                    <Bar
                      label="Score"
                      percent={score ?? 0}
                      text={formatScoreOutOf100(score)}
                      className="bg-green-700"
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function Bar({ label, percent, text, className }: { label: string; percent: number; text: string; className: string }) {
  return (
    <div className="grid grid-cols-[4.5rem_1fr_6rem] items-center gap-2">
      <span className="text-xs text-muted-foreground">{label}</span>
      <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className={`h-full rounded-full ${className}`}
          style={{ width: `${Math.max(0, Math.min(100, percent))}%` }}
        />
      </div>
      <span className="text-right text-xs font-medium tabular-nums">{text}</span>
    </div>
  );
}
