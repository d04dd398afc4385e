import { formatTime } from '@qc/shared/dates';
import { userHasPermission } from '@qc/shared/permissions';
import { Download, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import type { ActionsSearch } from '../api/actions-search.ts';
import { useFollowActionPlan } from '../api/follow-action-plan.ts';
import { ACTIONS_PAGE_SIZE, useActions, type ActionsScope } from '../api/get-actions.ts';
import { ActionDetailDialog } from './action-detail-dialog.tsx';
import { ActionFilters } from './action-filters.tsx';
import { ActionFormDialog, type ActionSeed } from './action-form-dialog.tsx';
import { ActionList } from './action-list.tsx';

/** DESIGN §6: the whole plan (not only the filtered page), comments included, for spreadsheets. */
const EXPORTS = [
  { label: 'Exporter (CSV)', path: 'actions/export', fileName: 'plan-d-action.csv' },
  { label: 'Exporter (XLSX)', path: 'actions/export.xlsx', fileName: 'plan-d-action.xlsx' },
] as const;

/** What every action plan page receives from its route: the filters in the URL and how to change them. */
export type ActionPlanSearchProps = {
  search: ActionsSearch;
  onSearchChange: (changes: Partial<ActionsSearch>) => void;
};

type ActionPlanViewProps = ActionPlanSearchProps & {
  establishmentId: string;
  scope?: ActionsScope;
  /** What a new action created here is about (a form, an answer). */
  seed?: ActionSeed;
  /** Shown above the list: proposals, the answer, … */
  children?: ReactNode;
  /**
   * While `children` are still loading: what follows them is mounted (its requests leave at once) but not laid out,
   * so their growing does not push the plan under the reader's eyes (issue 33 item 6).
   */
  holdBelow?: boolean;
};

/** The plan of the selected establishment, narrowed by the route (DESIGN §6 views): counts, filters, list, detail. */
export function ActionPlanView({
  establishmentId,
  search,
  scope,
  onSearchChange,
  seed,
  children,
  holdBelow = false,
}: ActionPlanViewProps) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'action-plan:manage');
  const [openId, setOpenId] = useState<string | null>(search.action ?? null);
  const { data, isPending, isError, error, refetch, isFetching } = useActions(establishmentId, search, scope);
  const lastChange = useFollowActionPlan(establishmentId, user.id);
  const page = search.page ?? 1;
  const hasFilters = Boolean(
    search.status || search.priority || search.responsibleId || search.overdue || search.search,
  );

  return (
    <div className="grid gap-4">
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {lastChange ? `Mis à jour en direct : ${lastChange.byName}, à ${formatTime(lastChange.at)}.` : ''}
      </p>
      {/* Its place is kept while the counts load (issue 33 item 6: appearing, it pushed the plan down by 0.2 of a
          phone's screen). */}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Synthèse du plan" aria-busy={!data}>
        {(
          [
            ['À faire', data?.counts.TODO, false],
            ['En cours', data?.counts.IN_PROGRESS, false],
            ['Terminées', data?.counts.DONE, false],
            ['En retard', data?.counts.overdue, (data?.counts.overdue ?? 0) > 0],
          ] as const
        ).map(([label, value, isAlert]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={isAlert ? 'text-2xl font-semibold text-red-800' : 'text-2xl font-semibold'}>
              {value ?? <Skeleton className="h-8 w-10" aria-label="Chargement" />}
            </dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={holdBelow ? 'hidden' : 'contents'}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Actions</h2>
          <div className="flex flex-wrap gap-2">
            {EXPORTS.map(({ label, path, fileName }) => (
              <Button key={label} variant="outline" asChild>
                <DownloadLink
                  href={`/api/v1/${path}?establishmentId=${encodeURIComponent(establishmentId)}`}
                  fileName={fileName}
                >
                  <Download aria-hidden />
                  {label}
                </DownloadLink>
              </Button>
            ))}
            {canManage ? (
              <ActionFormDialog
                establishmentId={establishmentId}
                seed={seed}
                trigger={
                  <Button>
                    <Plus aria-hidden />
                    Nouvelle action
                  </Button>
                }
              />
            ) : null}
          </div>
        </div>
        <ActionFilters establishmentId={establishmentId} search={search} onChange={onSearchChange} />
        {isFetching && !isPending ? <p className="text-xs text-muted-foreground">Mise à jour…</p> : null}
        {isPending ? (
          <div className="grid gap-2" role="status" aria-label="Chargement des actions">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : isError ? (
          <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState
            title={
              hasFilters
                ? 'Aucune action ne correspond aux filtres'
                : search.mine
                  ? 'Aucune action ne vous est confiée ici'
                  : 'Aucune action pour le moment'
            }
            description={
              hasFilters
                ? 'Modifiez ou retirez les filtres pour voir les autres actions.'
                : search.mine
                  ? 'Les actions dont vous êtes responsable dans cet établissement apparaîtront ici.'
                  : 'Les écarts des auto-évaluations terminées deviennent des actions ici.'
            }
          />
        ) : (
          <>
            <ActionList actions={data.items} onOpen={setOpenId} />
            <Pagination
              page={page}
              pageSize={ACTIONS_PAGE_SIZE}
              total={data.total}
              onPageChange={(next) => onSearchChange({ page: next })}
            />
          </>
        )}
      </div>
      <ActionDetailDialog
        actionId={openId}
        onClose={() => {
          setOpenId(null);
          // Closed: the address no longer names it, so a reload or « Retour » does not open it again.
          if (search.action) onSearchChange({ action: undefined });
        }}
      />
    </div>
  );
}
