import { ESTABLISHMENT_CATEGORIES, type EstablishmentCategory } from '@qc/shared/enums';
import { daysUntil, describeExpiry } from '@qc/shared/expiry/expiry';
import { GROUP_SORTS, type GroupCategory, type GroupRow, type GroupSort } from '@qc/shared/group/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/dates.ts';
import { ESTABLISHMENT_CATEGORY_LABELS } from '@/lib/enum-labels.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useGroupView } from '../api/get-group-view.ts';
import { GROUP_SORT_LABELS, plural } from '../labels.ts';
import { BoardReportCard } from './board-report-card.tsx';
import { GroupComparisonCard } from './group-comparison.tsx';
import { GroupHeatMap } from './group-heat-map.tsx';

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
export function GroupView({ isAdmin, onOpen }: { isAdmin: boolean; onOpen: (row: GroupRow) => void }) {
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
        <Skeleton className="h-64" aria-label="Chargement de la vue de groupe" />
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
          <BoardReportCard clientId={isAdmin ? clientId : undefined} filters={sitesShown} />
          <HeatMapCard rows={data!.items} categories={data!.categories} />
          <GroupComparisonCard filters={{ clientId: isAdmin ? clientId : undefined, ...sitesShown }} />
        </div>
      )}
    </section>
  );
}

function GroupTable({
  rows,
  lateAfterDays,
  expiringWithinDays,
  onOpen,
}: {
  rows: GroupRow[];
  lateAfterDays: number;
  expiringWithinDays: number;
  onOpen: (row: GroupRow) => void;
}) {
  return (
    <Table aria-label="Établissements du groupe">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Établissement</TableHead>
          <TableHead scope="col">Score</TableHead>
          <TableHead scope="col">Auto-évaluations</TableHead>
          <TableHead scope="col">Plan d’action</TableHead>
          <TableHead scope="col">Documents obligatoires</TableHead>
          <TableHead scope="col">Agrément</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.establishment.id} data-testid="group-row">
            <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal text-foreground">
              <Button
                variant="link"
                className="h-auto p-0 text-left font-semibold whitespace-normal"
                aria-label={`Ouvrir ${row.establishment.name}`}
                onClick={() => onOpen(row)}
              >
                {row.establishment.name}
              </Button>
              <div className="text-xs text-muted-foreground">
                {row.establishment.city} · {row.establishment.legalEntityName}
                {row.establishment.category ? ` · ${ESTABLISHMENT_CATEGORY_LABELS[row.establishment.category]}` : ''}
              </div>
            </TableHead>
            <TableCell>
              <div className="font-medium whitespace-nowrap tabular-nums">{formatScoreOutOf100(row.score)}</div>
              <div className="text-xs text-muted-foreground">
                {row.lastCompletedAt ? `Dernière le ${formatDate(row.lastCompletedAt)}` : 'Jamais évalué'}
              </div>
            </TableCell>
            <TableCell>
              <div>{plural(row.evaluationsInProgress, 'en cours', 'en cours')}</div>
              {row.evaluationsLate > 0 ? (
                <Badge variant="danger" title={`En cours depuis plus de ${lateAfterDays} jours`}>
                  {plural(row.evaluationsLate, 'en retard', 'en retard')}
                  <span className="sr-only"> (en cours depuis plus de {lateAfterDays} jours)</span>
                </Badge>
              ) : null}
              {row.campaignsLate > 0 ? (
                <Badge variant="danger" title="Échéance de campagne dépassée" className="whitespace-nowrap">
                  {plural(row.campaignsLate, 'campagne en retard', 'campagnes en retard')}
                  <span className="sr-only"> (échéance dépassée)</span>
                </Badge>
              ) : null}
              {row.oldestInProgressStartedAt ? (
                <div className="text-xs text-muted-foreground">
                  Depuis le {formatDate(row.oldestInProgressStartedAt)}
                </div>
              ) : null}
            </TableCell>
            <TableCell>
              <div>{plural(row.actionsOpen, 'action ouverte', 'actions ouvertes')}</div>
              {row.actionsOverdue > 0 ? (
                <Badge variant="danger">{plural(row.actionsOverdue, 'en retard', 'en retard')}</Badge>
              ) : null}
            </TableCell>
            <TableCell>
              {row.documentsMissing === 0 && row.documentsExpiring === 0 && row.establishmentDocumentsExpiring === 0 ? (
                <span className="text-muted-foreground">À jour</span>
              ) : null}
              {row.documentsMissing > 0 ? (
                <Badge variant="danger">{plural(row.documentsMissing, 'manquant', 'manquants')}</Badge>
              ) : null}
              {row.documentsExpiring > 0 ? (
                <div className="text-xs">
                  {plural(row.documentsExpiring, 'expire', 'expirent')} sous {expiringWithinDays} jours
                  {row.nextDocumentExpiry ? ` (le ${formatDate(row.nextDocumentExpiry)})` : ''}
                </div>
              ) : null}
              {row.establishmentDocumentsExpiring > 0 ? (
                <div className="text-xs">
                  {plural(
                    row.establishmentDocumentsExpiring,
                    'document de l’établissement expire',
                    'documents de l’établissement expirent',
                  )}{' '}
                  sous {expiringWithinDays} jours
                  {row.nextEstablishmentDocumentExpiry
                    ? ` (le ${formatDate(row.nextEstablishmentDocumentExpiry)})`
                    : ''}
                </div>
              ) : null}
            </TableCell>
            <TableCell>
              {row.agreement.status === 'ACTIVE' ? (
                <Badge variant="success">Actif</Badge>
              ) : row.agreement.status === 'INACTIVE' ? (
                <Badge variant="muted">Inactif</Badge>
              ) : (
                <Badge variant="danger">Aucun</Badge>
              )}
              {row.agreement.number ? (
                <div className="text-xs text-muted-foreground">{row.agreement.number}</div>
              ) : null}
              <AgreementEnd row={row} expiringWithinDays={expiringWithinDays} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Issue 17 item 4: an active agreement's end, flagged from the first reminder (60 days) on. */
function AgreementEnd({ row, expiringWithinDays }: { row: GroupRow; expiringWithinDays: number }) {
  const { endDate, status } = row.agreement;
  if (!endDate || status !== 'ACTIVE') return null;
  const daysLeft = daysUntil(endDate, getParisToday());
  return daysLeft <= expiringWithinDays ? (
    <Badge variant="danger">
      Fin le {formatDate(endDate)} : {describeExpiry(daysLeft)}
    </Badge>
  ) : (
    <div className="text-xs text-muted-foreground">Jusqu’au {formatDate(endDate)}</div>
  );
}

function HeatMapCard({ rows, categories }: { rows: GroupRow[]; categories: GroupCategory[] }) {
  const [measure, setMeasure] = useState<'conformityRate' | 'score'>('conformityRate');
  // Columns: the categories evaluated somewhere on this page; the others are named under the map.
  const shown = categories.filter((category) =>
    rows.some((row) => row.categories.some((cell) => cell.categoryId === category.id)),
  );
  const unevaluated = categories.filter((category) => category.id !== null && !shown.includes(category));
  return (
    <Card aria-labelledby="group-heat-map-title">
      <CardHeader>
        <CardTitle id="group-heat-map-title">Carte de chaleur de la conformité</CardTitle>
        <CardDescription>
          Par établissement et par catégorie de questionnaires, d’après la dernière auto-évaluation terminée de chaque
          questionnaire.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FilterSelect
          label="Valeur affichée"
          value={measure}
          allLabel="Taux de conformité"
          options={[{ value: 'score', label: 'Score' }]}
          onChange={(value) => setMeasure(value === 'score' ? 'score' : 'conformityRate')}
        />
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aucune auto-évaluation terminée pour les établissements de cette page.
          </p>
        ) : (
          <GroupHeatMap
            rows={rows}
            categories={shown}
            measure={measure}
            format={measure === 'score' ? formatScoreOutOf100 : formatRate}
          />
        )}
        {unevaluated.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Jamais évalué sur cette page : {unevaluated.map((category) => category.name).join(', ')}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
