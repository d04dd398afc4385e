import { Link } from '@tanstack/react-router';
import { useEvaluationOverview } from '../api/get-evaluation-overview.ts';
import { ActionPlanView, type ActionPlanSearchProps } from './action-plan-view.tsx';
import { GapsSection, PendingGaps } from './pending-gaps.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * SPEC §2 /action-plan: the establishment's whole plan, and the gaps still waiting for a decision;
 * with `mine`, « Mes actions »: only those the signed-in user is responsible for (issue 19 item 7).
 */
export function ActionPlanHome({ search, onSearchChange }: ActionPlanSearchProps) {
  const mine = Boolean(search.mine);
  return (
    <RequireEstablishment purpose={mine ? 'voir vos actions' : 'voir son plan d’action'}>
      {(establishmentId, name) => (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h1 className="text-2xl font-semibold">{mine ? 'Mes actions' : 'Plan d’action'}</h1>
              <p className="text-muted-foreground">
                {mine
                  ? `${name} : les actions dont vous êtes responsable.`
                  : `${name} : chaque écart suivi jusqu’à sa clôture.`}
              </p>
            </div>
            <nav aria-label="Vue du plan" className="flex gap-1 text-sm">
              {(
                [
                  [false, 'Tout le plan'],
                  [true, 'Mes actions'],
                ] as const
              ).map(([value, label]) => (
                <Link
                  key={label}
                  to="/action-plan"
                  search={{ mine: value || undefined }}
                  aria-current={mine === value ? 'page' : undefined}
                  className={cn(
                    'rounded-md border border-border px-3 py-1.5 hover:bg-muted',
                    mine === value && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  {label}
                </Link>
              ))}
            </nav>
          </div>
          {mine ? (
            <ActionPlanView
              key="mine"
              establishmentId={establishmentId}
              search={search}
              onSearchChange={onSearchChange}
            />
          ) : (
            <WholePlan establishmentId={establishmentId} search={search} onSearchChange={onSearchChange} />
          )}
        </div>
      )}
    </RequireEstablishment>
  );
}

/** The whole plan: the gaps waiting for a decision above it, the plan held below until they are listed. */
function WholePlan({ establishmentId, ...searchProps }: ActionPlanSearchProps & { establishmentId: string }) {
  const overview = useEvaluationOverview(establishmentId);
  return (
    <ActionPlanView key="all" establishmentId={establishmentId} {...searchProps} holdBelow={overview.isPending}>
      <AllGaps establishmentId={establishmentId} overview={overview} />
    </ActionPlanView>
  );
}

function AllGaps({
  establishmentId,
  overview,
}: {
  establishmentId: string;
  overview: ReturnType<typeof useEvaluationOverview>;
}) {
  return (
    <GapsSection titleId="gaps-title">
      {overview.isPending ? (
        <Skeleton className="h-12" aria-label="Chargement des auto-évaluations" />
      ) : overview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Impossible de charger les auto-évaluations.
        </p>
      ) : (
        <PendingGaps establishmentId={establishmentId} forms={overview.data.forms} />
      )}
    </GapsSection>
  );
}
