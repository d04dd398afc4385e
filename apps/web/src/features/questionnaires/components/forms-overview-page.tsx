import { formatDateTime } from '@qc/shared/dates';
import { KIND_LABELS, KINDS, STATUS_LABELS, STATUSES } from '@qc/shared/enums';
import { Link } from '@tanstack/react-router';
import { List } from 'lucide-react';
import { ListSkeleton } from '@/components/admin/list-skeleton.tsx';
import { KindBadge, SharedBadge } from '@/components/library/questionnaire-badges.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useFormsOverview } from '../api/get-forms-overview.ts';
import { CreateButton } from './create-button.tsx';
import { StatusBadge, VersionBadge } from './questionnaire-badges.tsx';

/** /forms: how many questionnaires of each kind and status, and the latest changes. */
export function FormsOverviewPage() {
  const { data, isPending, isError, error, refetch } = useFormsOverview();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Questionnaires</h1>
          <p className="text-sm text-muted-foreground">
            Les questionnaires de conformité et de qualité que les établissements évaluent.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/forms/list">
              <List aria-hidden />
              Tous les questionnaires
            </Link>
          </Button>
          <CreateButton to="/forms/list/create" />
        </div>
      </div>
      {isPending ? (
        <ListSkeleton label="Chargement de la vue d’ensemble" rows={4} />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {KINDS.map((kind) => {
              const counts = data.counts.filter((count) => count.kind === kind);
              const total = counts.reduce((sum, count) => sum + count.total, 0);
              return (
                <Card key={kind}>
                  <CardHeader>
                    <CardTitle>{KIND_LABELS[kind]}</CardTitle>
                    <CardDescription>
                      {total} questionnaire{total > 1 ? 's' : ''}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <dl className="flex gap-6">
                      {STATUSES.map((status) => (
                        <div key={status}>
                          <dt className="text-xs text-muted-foreground">{STATUS_LABELS[status]}s</dt>
                          <dd className="text-2xl font-semibold">
                            <Link
                              to="/forms/list"
                              search={{ kind, status }}
                              className="hover:underline"
                              aria-label={`${KIND_LABELS[kind]}, ${STATUS_LABELS[status].toLowerCase()}s : ${
                                counts.find((count) => count.status === status)?.total ?? 0
                              }`}
                            >
                              {counts.find((count) => count.status === status)?.total ?? 0}
                            </Link>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </CardContent>
                </Card>
              );
            })}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Modifications récentes</CardTitle>
            </CardHeader>
            <CardContent>
              {data.recent.length === 0 ? (
                <EmptyState
                  title="Aucun questionnaire pour l’instant"
                  description="Créez un questionnaire ou importez la bibliothèque."
                />
              ) : (
                <ul className="divide-y divide-border">
                  {data.recent.map((form) => (
                    <li key={form.id} className="flex flex-wrap items-center gap-2 py-2">
                      <Link to="/forms/$id" params={{ id: form.id }} className="font-medium hover:underline">
                        {form.name}
                      </Link>
                      <KindBadge kind={form.kind} />
                      <StatusBadge status={form.status} />
                      {form.isShared ? <SharedBadge /> : null}
                      <VersionBadge version={form.version} />
                      <span className="ml-auto text-xs text-muted-foreground">
                        Modifié le {formatDateTime(form.updatedAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
