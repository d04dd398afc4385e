import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { groupByCategory } from '@/lib/evaluation-summary.ts';
import { describeCategoryProgress } from '../labels.ts';
import { useCan } from '../use-can.ts';
import { EvaluationsListPage } from './evaluations-list-page.tsx';
import { FormOverviewList } from './form-overview-list.tsx';
import { OverviewState } from './overview-state.tsx';

/**
 * SPEC §2 /auto-evaluation/categories: every category of forms that apply to the selected establishment.
 * `campaigns`: what the open campaigns ask of it, under the title (composed in app/: another feature).
 */
export function CategoriesPage({ campaigns }: { campaigns?: (establishmentId: string) => ReactNode }) {
  const canAnswer = useCan('evaluation:answer');
  return (
    <EvaluationsListPage
      title="Auto-évaluation"
      link={{ to: '/auto-evaluation/completed', label: 'Historique des auto-évaluations terminées' }}
    >
      {(establishmentId) => (
        <>
          {campaigns?.(establishmentId)}
          <OverviewState establishmentId={establishmentId}>
            {(overview) =>
              overview.forms.length === 0 ? (
                <EmptyState
                  title="Aucun questionnaire à évaluer"
                  description="Aucun questionnaire actif ne s’applique à la catégorie de cet établissement."
                />
              ) : (
                groupByCategory(overview.forms).map((group) => {
                  const titleId = `category-${group.id ?? 'other'}`;
                  return (
                    <section key={group.id ?? 'other'} className="grid gap-3" aria-labelledby={titleId}>
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h2 id={titleId} className="text-lg font-semibold">
                          {group.id ? (
                            <RecordLink to="/auto-evaluation/category/$id" id={group.id} look="heading">
                              {group.name}
                            </RecordLink>
                          ) : (
                            group.name
                          )}
                        </h2>
                        <p className="text-sm text-muted-foreground">{describeCategoryProgress(group.items)}</p>
                      </div>
                      <FormOverviewList
                        establishmentId={establishmentId}
                        items={group.items}
                        canAnswer={canAnswer}
                        label={`Questionnaires de ${group.name}`}
                      />
                    </section>
                  );
                })
              )
            }
          </OverviewState>
        </>
      )}
    </EvaluationsListPage>
  );
}
