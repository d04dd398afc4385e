import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedList } from '@/components/admin/paged-list.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { ESTABLISHMENTS_PAGE_SIZE, useEstablishments, type EstablishmentsSearch } from '../api/get-establishments.ts';
import { useClientOptions, useLegalEntityOptions } from '../api/get-filter-options.ts';
import { EstablishmentsTable } from './establishments-table.tsx';

/** /admins/establishments/: search, filters, order and page in the URL; the server searches, filters, sorts and pages. */
export function EstablishmentsPage({ search }: { search: EstablishmentsSearch }) {
  const navigate = useNavigate({ from: '/admins/establishments/' });
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const canManage = userHasPermission(user, 'establishment:manage');
  const canDelete = userHasPermission(user, 'establishment:delete');
  const query = useEstablishments(search);
  const clients = useClientOptions({ enabled: isAdmin });
  const legalEntities = useLegalEntityOptions(user, search.clientId);
  const page = search.page ?? 1;
  const hasFilter = Boolean(search.clientId || search.legalEntityId || search.search);

  const update = useCallback(
    (changes: Partial<EstablishmentsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...changes, page: undefined }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((text: string) => update({ search: text || undefined }), [update]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Établissements</h1>
          <p className="text-sm text-muted-foreground">
            {query.data ? `${query.data.total} établissement${query.data.total > 1 ? 's' : ''}` : ' '}
          </p>
        </div>
        {canManage ? (
          <Button asChild>
            <Link to="/admins/establishments/create">
              <Plus aria-hidden />
              Nouvel établissement
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher un établissement"
          placeholder="Rechercher par nom ou ville…"
        />
        {isAdmin ? (
          <FilterSelect
            label="Client"
            value={search.clientId}
            options={clients.data ?? []}
            allLabel="Tous les clients"
            onChange={(clientId) => update({ clientId, legalEntityId: undefined })}
          />
        ) : null}
        <FilterSelect
          label="Entité légale"
          value={search.legalEntityId}
          options={legalEntities.data ?? []}
          allLabel="Toutes les entités légales"
          onChange={(legalEntityId) => update({ legalEntityId })}
        />
        {hasFilter ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void navigate({ search: (prev) => ({ sort: prev.sort }), replace: true })}
          >
            Effacer les filtres
          </Button>
        ) : null}
        {query.isFetching && !query.isPending ? (
          <span className="text-xs text-muted-foreground" role="status">
            Mise à jour…
          </span>
        ) : null}
      </div>
      <PagedList
        query={query}
        loadingLabel="Chargement des établissements"
        empty={{
          title: 'Aucun établissement trouvé',
          description: hasFilter ? 'Essayez une autre recherche ou retirez les filtres.' : undefined,
        }}
        page={page}
        pageSize={ESTABLISHMENTS_PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      >
        {(items) => (
          <EstablishmentsTable
            establishments={items}
            showClient={isAdmin}
            canManage={canManage}
            canDelete={canDelete}
            sort={search.sort ?? 'name'}
            onSort={(sort) => update({ sort: sort === 'name' ? undefined : sort })}
          />
        )}
      </PagedList>
    </div>
  );
}
