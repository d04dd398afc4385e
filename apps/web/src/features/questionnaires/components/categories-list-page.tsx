import { KINDS, STATUSES } from '@qc/shared/enums';
import { Link, useNavigate } from '@tanstack/react-router';
import { FolderPlus, X } from 'lucide-react';
import { useCallback } from 'react';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { CATEGORIES_PAGE_SIZE, useCategories, type CategoriesSearch } from '../api/get-categories.ts';
import { canCreate } from '../authoring.ts';
import { OWNERSHIP_LABELS } from '../labels.ts';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { CategoriesTable } from './categories-table.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

const KIND_OPTIONS = KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const OWNERSHIP_OPTIONS = (['shared', 'own'] as const).map((value) => ({ value, label: OWNERSHIP_LABELS[value] }));

/** /categories/list: the categories that group the questionnaires. */
export function CategoriesListPage({ search }: { search: CategoriesSearch }) {
  const navigate = useNavigate({ from: '/categories/list/' });
  const user = useCurrentUser();
  const { data, isPending, isError, error, refetch, isFetching } = useCategories(search);
  const page = search.page ?? 1;
  const hasFilter = Boolean(search.kind || search.status || search.ownership);

  const setFilter = useCallback(
    (patch: Partial<CategoriesSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((text: string) => setFilter({ search: text || undefined }), [setFilter]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Catégories</h1>
          <p className="text-sm text-muted-foreground">Les thèmes qui regroupent les questionnaires.</p>
        </div>
        {canCreate(user) ? (
          <Button asChild>
            <Link to="/categories/list/create">
              <FolderPlus aria-hidden />
              Nouvelle catégorie
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filtrer les catégories">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher une catégorie"
          placeholder="Rechercher par nom…"
        />
        <FilterSelect
          width="narrow"
          label="Type"
          value={search.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => setFilter({ kind: kind as CategoriesSearch['kind'] })}
        />
        <FilterSelect
          width="narrow"
          label="Statut"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilter({ status: status as CategoriesSearch['status'] })}
        />
        <FilterSelect
          width="narrow"
          label="Propriétaire"
          value={search.ownership}
          options={OWNERSHIP_OPTIONS}
          onChange={(ownership) => setFilter({ ownership: ownership as CategoriesSearch['ownership'] })}
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
        <ListSkeleton label="Chargement des catégories" />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Aucune catégorie trouvée"
          description={hasFilter || search.search ? 'Essayez d’autres filtres.' : 'Créez la première catégorie.'}
        />
      ) : (
        <>
          <CategoriesTable categories={data.items} />
          <Pagination
            page={page}
            pageSize={CATEGORIES_PAGE_SIZE}
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
