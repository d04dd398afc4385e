import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { PagedList } from '@/components/admin/paged-list.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { ESTABLISHMENTS_PAGE_SIZE, useEstablishments, type EstablishmentsSearch } from '../api/get-establishments.ts';
import { useOwnLegalEntityOptions } from '../api/get-filter-options.ts';
import { EstablishmentsTable } from './establishments-table.tsx';
import { LegalEntityPicker } from './legal-entity-picker.tsx';

/** /admins/establishments/: search, filters, order and page in the URL; the server searches, filters, sorts and pages. */
export function EstablishmentsPage({ search }: { search: EstablishmentsSearch }) {
  const navigate = useNavigate({ from: '/admins/establishments/' });
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const canManage = userHasPermission(user, 'establishment:manage');
  const canDelete = userHasPermission(user, 'establishment:delete');
  const query = useEstablishments(search);
  // Searched on the server with legal-entity:read; a DIRECTOR's few come from its establishments.
  const canSearchLegalEntities = userHasPermission(user, 'legal-entity:read');
  const ownLegalEntities = useOwnLegalEntityOptions({ enabled: !canSearchLegalEntities });
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
          <FilterField label="Client">
            {(id) => (
              <ClientPicker
                id={id}
                value={search.clientId ?? ''}
                emptyOption="Tous les clients"
                onChange={(clientId) => update({ clientId: clientId || undefined, legalEntityId: undefined })}
              />
            )}
          </FilterField>
        ) : null}
        {canSearchLegalEntities ? (
          <FilterField label="Entité légale">
            {(id) => (
              <LegalEntityPicker
                id={id}
                value={search.legalEntityId ?? ''}
                clientId={search.clientId}
                showClient={isAdmin && !search.clientId}
                emptyOption="Toutes les entités légales"
                onChange={(legalEntityId) => update({ legalEntityId: legalEntityId || undefined })}
              />
            )}
          </FilterField>
        ) : (
          <FilterSelect
            label="Entité légale"
            value={search.legalEntityId}
            options={ownLegalEntities.data ?? []}
            allLabel="Toutes les entités légales"
            onChange={(legalEntityId) => update({ legalEntityId })}
          />
        )}
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
