import { ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS, type EstablishmentCategory } from '@qc/shared/enums';
import { GROUP_SORTS, type GroupRow, type GroupSort } from '@qc/shared/group/schemas';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useGroupView } from '../api/get-group-view.ts';
import { GROUP_SORT_LABELS } from '../labels.ts';
import { BoardReportCard } from './board-report-card.tsx';
import { EvaluationCycleCard, type CycleLaunch } from './evaluation-cycle-card.tsx';
import { GroupComparisonCard } from './group-comparison.tsx';
import { HeatMapCard } from './group-heat-map-card.tsx';
import { GroupTable } from './group-table.tsx';

const PAGE_SIZE = 25;

type Filters = {
  search?: string;
  legalEntityId?: string;
  category?: EstablishmentCategory;
  city?: string;
  sort: GroupSort;
  page: number;
};

const homeRoute = getRouteApi('/_authenticated/');
const isGroupSort = (value: string | undefined): value is GroupSort => GROUP_SORTS.includes(value as GroupSort);

/**
 * Issue 17 item 1: the establishments of a group side by side. A
 * CLIENT_MASTER sees her client's, an ADMIN the client she chooses, a
 * DIRECTOR (or COLLABORATOR) of several sites hers; the server decides.
 * Choosing a row selects that establishment for the whole app.
 */
export function GroupView({
  isAdmin,
  onOpen,
  cycleLaunch,
}: {
  isAdmin: boolean;
  onOpen: (row: GroupRow) => void;
  /** Issue 28 item 5: the campaign dialog, composed by the app, that the five-year cycle opens. */
  cycleLaunch?: CycleLaunch;
}) {
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  const setSelected = useEstablishmentStore((state) => state.setSelectedEstablishment);
  const [clientId, setClientId] = useState<string | undefined>(isAdmin ? selected?.clientId : undefined);
  // Issue 17: the name search, filters, order and page live in the home's URL (shareable, kept on reload).
  const search = homeRoute.useSearch();
  const navigate = homeRoute.useNavigate();
  const filters: Filters = {
    search: search.search,
    legalEntityId: search.legalEntityId,
    category: search.category,
    city: search.city,
    sort: isGroupSort(search.sort) ? search.sort : 'name',
    page: search.page ?? 1,
  };
  const setFilters = useCallback(
    (next: Filters, replace = true) =>
      void navigate({
        search: {
          ...next,
          sort: next.sort === 'name' ? undefined : next.sort,
          page: next.page > 1 ? next.page : undefined,
        },
        replace,
      }),
    [navigate],
  );
  const needsClient = isAdmin && !clientId;
  const view = useGroupView(
    {
      clientId: isAdmin ? clientId : undefined,
      search: filters.search,
      legalEntityId: filters.legalEntityId,
      category: filters.category,
      city: filters.city,
      sort: filters.sort,
      page: filters.page,
      pageSize: PAGE_SIZE,
    },
    !needsClient,
  );
  // A change of filter or order starts again from the first page.
  const update = (change: Partial<Filters>) => setFilters({ ...filters, page: 1, ...change });
  // Typed names reach the URL after the search box's pause (debounced like the other lists), from the first page.
  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );
  const data = view.data;
  // The sites the manager sees: the comparison and the board report follow the same filters.
  const sitesShown = {
    search: filters.search,
    legalEntityId: filters.legalEntityId,
    category: filters.category,
    city: filters.city,
  };

  return (
    <section aria-labelledby="group-view-title" className="grid gap-4">
      <div>
        <h2 id="group-view-title" className="text-xl font-semibold">
          Vue de groupe{data?.client ? ` — ${data.client.name}` : ''}
        </h2>
        <p className="text-sm text-muted-foreground">
          Chaque établissement avec ses scores, ses auto-évaluations en cours ou en retard, son plan d’action, ses
          documents obligatoires et son agrément. Choisissez un établissement pour l’ouvrir.
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filtres de la vue de groupe">
        {isAdmin ? (
          // An ADMIN may have thousands of clients: searched on the server (ADR 023).
          <FilterField label="Client">
            {(id) => (
              <ClientPicker
                id={id}
                value={clientId ?? ''}
                placeholder="Choisir un client"
                onChange={(value) => {
                  setClientId(value || undefined);
                  setFilters({ sort: filters.sort, page: 1 });
                }}
              />
            )}
          </FilterField>
        ) : null}
        <SearchBox
          value={filters.search ?? ''}
          onSearch={onSearch}
          label="Rechercher un établissement"
          placeholder="Rechercher un établissement"
        />
        <FilterSelect
          label="Entité juridique"
          value={filters.legalEntityId}
          allLabel="Toutes"
          disabled={!data}
          options={(data?.legalEntities ?? []).map((entity) => ({ value: entity.id, label: entity.name }))}
          onChange={(value) => update({ legalEntityId: value })}
        />
        <FilterSelect
          label="Catégorie d’établissement"
          value={filters.category}
          allLabel="Toutes"
          width="narrow"
          options={ESTABLISHMENT_CATEGORIES.map((category) => ({
            value: category,
            label: ESTABLISHMENT_CATEGORY_LABELS[category],
          }))}
          onChange={(value) => update({ category: value as EstablishmentCategory | undefined })}
        />
        <FilterSelect
          label="Ville"
          value={filters.city}
          allLabel="Toutes"
          width="narrow"
          disabled={!data}
          options={(data?.cities ?? []).map((city) => ({ value: city, label: city }))}
          onChange={(value) => update({ city: value })}
        />
        <FilterSelect
          label="Trier par"
          value={filters.sort}
          allLabel={GROUP_SORT_LABELS.name}
          options={GROUP_SORTS.filter((sort) => sort !== 'name').map((sort) => ({
            value: sort,
            label: GROUP_SORT_LABELS[sort],
          }))}
          onChange={(value) => update({ sort: (value as GroupSort | undefined) ?? 'name' })}
        />
      </div>

      {needsClient ? (
        <EmptyState
          title="Choisissez un client"
          description="La vue de groupe montre les établissements d’un client à la fois."
        />
      ) : view.isPending ? (
        // A screen's height while it loads (issue 33 item 6): the rows push what follows below the fold, never
        // in front of the reader's eyes.
        <Skeleton className="h-[100svh] max-h-[48rem]" aria-label="Chargement de la vue de groupe" />
      ) : view.isError ? (
        <ErrorState message={getErrorMessage(view.error)} onRetry={() => void view.refetch()} />
      ) : data!.total === 0 ? (
        <EmptyState
          title="Aucun établissement"
          description={
            filters.search || filters.legalEntityId || filters.category || filters.city
              ? 'Aucun établissement ne correspond à ces filtres.'
              : 'Aucun établissement n’est encore rattaché à ce périmètre.'
          }
        />
      ) : (
        <div className="grid gap-6" aria-busy={view.isFetching}>
          <GroupTable
            rows={data!.items}
            lateAfterDays={data!.lateAfterDays}
            expiringWithinDays={data!.expiringWithinDays}
            onOpen={(row) => {
              setSelected(row.establishment);
              onOpen(row);
            }}
          />
          <Pagination
            page={filters.page}
            pageSize={PAGE_SIZE}
            total={data!.total}
            onPageChange={(page) => setFilters({ ...filters, page }, false)}
          />
          <EvaluationCycleCard
            // A new scope or filter starts the cycle's own page and choice again.
            key={JSON.stringify([clientId, sitesShown])}
            filters={{ clientId: isAdmin ? clientId : undefined, ...sitesShown }}
            launch={cycleLaunch}
          />
          <BoardReportCard clientId={isAdmin ? clientId : undefined} filters={sitesShown} />
          <HeatMapCard rows={data!.items} categories={data!.categories} />
          <GroupComparisonCard filters={{ clientId: isAdmin ? clientId : undefined, ...sitesShown }} />
        </div>
      )}
    </section>
  );
}
