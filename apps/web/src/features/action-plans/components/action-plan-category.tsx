import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { useCategory } from '../api/get-category.ts';
import { useEvaluationOverview } from '../api/get-evaluation-overview.ts';
import { ActionPlanView, type ActionPlanSearchProps } from './action-plan-view.tsx';
import { GapsSection, PendingGaps } from './pending-gaps.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

type Props = ActionPlanSearchProps & { categoryId: string };

/** SPEC §2 /action-plan/category/{id}: the plan of one category's forms. */
export function ActionPlanCategory({ categoryId, ...plan }: Props) {
  const category = useCategory(categoryId);
  return (
    <RequireEstablishment purpose="voir son plan d’action">
      {(establishmentId, name) => (
        <div className="grid gap-6">
          {category.isPending ? (
            <Skeleton className="h-10 w-1/2" aria-label="Chargement de la catégorie" />
          ) : category.isError ? (
            <ErrorState message={getErrorMessage(category.error)} onRetry={() => void category.refetch()} />
          ) : (
            <div>
              <h1 className="text-2xl font-semibold">Plan d’action : {category.data.name}</h1>
              <p className="text-muted-foreground">{name}</p>
            </div>
          )}
          <ActionPlanView {...plan} establishmentId={establishmentId} scope={{ categoryId }}>
            <CategoryGaps establishmentId={establishmentId} categoryId={categoryId} />
          </ActionPlanView>
        </div>
      )}
    </RequireEstablishment>
  );
}

function CategoryGaps({ establishmentId, categoryId }: { establishmentId: string; categoryId: string }) {
  const overview = useEvaluationOverview(establishmentId);
  if (overview.isPending) return <Skeleton className="h-12" aria-label="Chargement des auto-évaluations" />;
  if (overview.isError) return null;
  return (
    <GapsSection titleId="category-gaps-title">
      <PendingGaps
        establishmentId={establishmentId}
        forms={overview.data.forms.filter((item) => item.form.categoryId === categoryId)}
      />
    </GapsSection>
  );
}
