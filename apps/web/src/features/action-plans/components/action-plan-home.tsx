import type { ActionsSearch } from '../api/get-actions.ts';
import { useEvaluationOverview } from '../api/get-evaluation-overview.ts';
import { ActionPlanView } from './action-plan-view.tsx';
import { PendingGaps } from './pending-gaps.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

type Props = { search: ActionsSearch; onSearchChange: (changes: Partial<ActionsSearch>) => void };

/** SPEC §2 /action-plan: the establishment's whole plan, and the gaps still waiting for a decision. */
export function ActionPlanHome({ search, onSearchChange }: Props) {
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId, name) => (
        <div className="grid gap-6">
          <div>
            <h1 className="text-2xl font-semibold">Plan d’action</h1>
            <p className="text-muted-foreground">{name} : chaque écart suivi jusqu’à sa clôture.</p>
          </div>
          <ActionPlanView establishmentId={establishmentId} search={search} onSearchChange={onSearchChange}>
            <GapsSection establishmentId={establishmentId} />
          </ActionPlanView>
        </div>
      )}
    </RequireEstablishment>
  );
}

function GapsSection({ establishmentId }: { establishmentId: string }) {
  const overview = useEvaluationOverview(establishmentId);
  return (
    <section className="grid gap-2" aria-labelledby="gaps-title">
      <h2 id="gaps-title" className="text-lg font-semibold">
        Écarts à traiter
      </h2>
      {overview.isPending ? (
        <Skeleton className="h-12" aria-label="Chargement des auto-évaluations" />
      ) : overview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Impossible de charger les auto-évaluations.
        </p>
      ) : (
        <PendingGaps establishmentId={establishmentId} forms={overview.data.forms} />
      )}
    </section>
  );
}
