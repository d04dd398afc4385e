import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { describeCategoryProgress } from '../labels.ts';
import { useCan } from '../use-can.ts';
import { FormOverviewList } from './form-overview-list.tsx';
import { OverviewState } from './overview-state.tsx';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

/** The page reads its category's id from its route's path. */
const route = getRouteApi('/_authenticated/auto-evaluation/category/$id');

/** SPEC §2 /auto-evaluation/category/{id}: the forms of one category to evaluate. */
export function CategoryPage() {
  const categoryId = route.useParams().id;
  const canAnswer = useCan('evaluation:answer');
  return (
    <div className="grid gap-6">
      <Link to="/auto-evaluation/categories" className="text-sm text-primary underline">
        ← Toutes les catégories
      </Link>
      <RequireEstablishment purpose="voir et mener ses auto-évaluations">
        {(establishmentId, name) => (
          <OverviewState establishmentId={establishmentId}>
            {(overview) => {
              const items = overview.forms.filter((item) => item.form.categoryId === categoryId);
              const categoryName = items[0]?.form.categoryName;
              if (!categoryName)
                return (
                  <EmptyState
                    title="Aucun questionnaire à évaluer dans cette catégorie"
                    description={`Cette catégorie n’a aucun questionnaire actif applicable à ${name}.`}
                  />
                );
              return (
                <>
                  <div>
                    <h1 className="text-2xl font-semibold">{categoryName}</h1>
                    <p className="text-muted-foreground">
                      {name} · {describeCategoryProgress(items)}
                    </p>
                  </div>
                  <FormOverviewList
                    establishmentId={establishmentId}
                    items={items}
                    canAnswer={canAnswer}
                    label={`Questionnaires de ${categoryName}`}
                  />
                </>
              );
            }}
          </OverviewState>
        )}
      </RequireEstablishment>
    </div>
  );
}
