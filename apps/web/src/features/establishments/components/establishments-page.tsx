import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ClientFilter } from '@/components/admin/client-picker.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { Button } from '@/components/ui/button.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import type { EstablishmentsSearch } from '../api/establishments-search.ts';
import { establishmentsList } from '../api/get-establishments.ts';
import { useOwnLegalEntityOptions } from '../api/get-filter-options.ts';
import { EstablishmentsTable } from './establishments-table.tsx';
import { LegalEntityPicker } from './legal-entity-picker.tsx';

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/admins/establishments/');

/** /admins/establishments/: search, filters, order and page in the URL; the server searches, filters, sorts and pages. */
export function EstablishmentsPage() {
  const search = route.useSearch();
  const { update, navigateSearch } = useListSearch<EstablishmentsSearch>();
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const canManage = userHasPermission(user, 'establishment:manage');
  const canDelete = userHasPermission(user, 'establishment:delete');
  const query = establishmentsList.useList(search);
  // Searched on the server with legal-entity:read; a DIRECTOR's few come from its establishments.
  const canSearchLegalEntities = userHasPermission(user, 'legal-entity:read');
  const ownLegalEntities = useOwnLegalEntityOptions({ enabled: !canSearchLegalEntities });
  const hasFilter = Boolean(search.clientId || search.legalEntityId || search.search);

  return (
    <ListPage
      title="Établissements"
      description={query.data ? `${query.data.total} établissement${query.data.total > 1 ? 's' : ''}` : ' '}
      actions={
        canManage ? (
          <Button asChild>
            <Link to="/admins/establishments/create">
              <Plus aria-hidden />
              Nouvel établissement
            </Link>
          </Button>
        ) : null
      }
      search={search}
      searchBox={{ label: 'Rechercher un établissement', placeholder: 'Rechercher par nom ou ville…' }}
      filters={
        <>
          {isAdmin ? (
            <ClientFilter
              value={search.clientId}
              emptyOption="Tous les clients"
              onChange={(clientId) => update({ clientId, legalEntityId: undefined })}
            />
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
            <Button variant="outline" size="sm" onClick={() => navigateSearch((prev) => ({ sort: prev.sort }))}>
              Effacer les filtres
            </Button>
          ) : null}
        </>
      }
      query={query}
      loadingLabel="Chargement des établissements"
      empty={{
        title: 'Aucun établissement trouvé',
        description: hasFilter ? 'Essayez une autre recherche ou retirez les filtres.' : undefined,
      }}
      pageSize={establishmentsList.pageSize}
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
    </ListPage>
  );
}
