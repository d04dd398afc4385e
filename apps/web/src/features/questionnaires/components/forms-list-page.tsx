import { KINDS, STATUSES } from '@qc/shared/enums';
import { Link, useNavigate } from '@tanstack/react-router';
import { FilePlus2, X } from 'lucide-react';
import { useCallback } from 'react';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { FORMS_PAGE_SIZE, useForms, type FormsSearch } from '../api/get-forms.ts';
import { canCreate } from '../authoring.ts';
import { OWNERSHIP_LABELS } from '../labels.ts';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { FormsTable } from './forms-table.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

const KIND_OPTIONS = KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const OWNERSHIP_OPTIONS = (['shared', 'own'] as const).map((value) => ({ value, label: OWNERSHIP_LABELS[value] }));

/** /forms/list: server-side paginated, every filter in the URL. */
export function FormsListPage({ search }: { search: FormsSearch }) {
  const navigate = useNavigate({ from: '/forms/list/' });
  const user = useCurrentUser();
  const categories = useCategoryChoices();
  const { data, isPending, isError, error, refetch, isFetching } = useForms(search);
  const page = search.page ?? 1;
  const hasFilter = Boolean(search.kind || search.status || search.ownership || search.categoryId);

  const setFilter = useCallback(
    (patch: Partial<FormsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((text: string) => setFilter({ search: text || undefined }), [setFilter]);
  const categoryOptions = [
    { value: 'none', label: 'Sans catégorie' },
    ...(categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/forms" className="text-muted-foreground hover:underline">
              Questionnaires
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">Tous les questionnaires</h1>
        </div>
        {canCreate(user) ? (
          <Button asChild>
            <Link to="/forms/list/create">
              <FilePlus2 aria-hidden />
              Nouveau questionnaire
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filtrer les questionnaires">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher un questionnaire"
          placeholder="Rechercher par nom ou description…"
        />
        <FilterSelect
          width="narrow"
          label="Type"
          value={search.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => setFilter({ kind: kind as FormsSearch['kind'] })}
        />
        <FilterSelect
          width="narrow"
          label="Catégorie"
          value={search.categoryId}
          options={categoryOptions}
          allLabel="Toutes"
          onChange={(categoryId) => setFilter({ categoryId })}
        />
        <FilterSelect
          width="narrow"
          label="Statut"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilter({ status: status as FormsSearch['status'] })}
        />
        <FilterSelect
          width="narrow"
          label="Propriétaire"
          value={search.ownership}
          options={OWNERSHIP_OPTIONS}
          onChange={(ownership) => setFilter({ ownership: ownership as FormsSearch['ownership'] })}
        />
        {hasFilter ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void navigate({ search: (prev) => ({ search: prev.search }), replace: true })}
          >
            <X aria-hidden />
            Effacer les filtres
          </Button>
        ) : null}
        {isFetching && !isPending ? <span className="text-xs text-muted-foreground">Mise à jour…</span> : null}
      </div>
      {isPending ? (
        <ListSkeleton label="Chargement des questionnaires" />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Aucun questionnaire trouvé"
          description={hasFilter || search.search ? 'Essayez d’autres filtres.' : 'Créez le premier questionnaire.'}
        />
      ) : (
        <>
          <FormsTable forms={data.items} />
          <Pagination
            page={page}
            pageSize={FORMS_PAGE_SIZE}
            total={data.total}
            onPageChange={(next) =>
              void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
            }
          />
        </>
      )}
    </div>
  );
}
