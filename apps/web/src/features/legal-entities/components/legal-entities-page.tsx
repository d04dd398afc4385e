import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { ClientFilter } from '@/components/admin/client-picker.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import { NewButton } from '@/components/admin/new-button.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { legalEntitiesList } from '../api/get-legal-entities.ts';
import type { LegalEntitiesSearch } from '../api/legal-entities-search.ts';
import { LegalEntitiesTable } from './legal-entities-table.tsx';
import { LegalEntityFormDialog } from './legal-entity-form-dialog.tsx';

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/admins/legal-entities/');

/** /admins/legal-entities/: search, the ADMIN's client filter and the page live in the URL. */
export function LegalEntitiesPage() {
  const search = route.useSearch();
  const { update } = useListSearch<LegalEntitiesSearch>();
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const canManage = userHasPermission(user, 'legal-entity:manage');
  const canDelete = userHasPermission(user, 'legal-entity:delete');
  const ownClient = user.clientId ? { id: user.clientId, name: user.clientName ?? '' } : null;
  // Only whoever manages a whole client adds to it: an ADMIN, or a CLIENT_MASTER for its own.
  const canCreate = canManage && (isAdmin || Boolean(ownClient));

  return (
    <ListPage
      title="Entités légales"
      description="Les organismes juridiques qui gèrent les établissements."
      actions={
        canCreate ? (
          <LegalEntityFormDialog
            canChooseClient={isAdmin}
            ownClient={ownClient}
            trigger={<NewButton label="Nouvelle entité légale" />}
          />
        ) : null
      }
      search={search}
      searchBox={{ label: 'Rechercher une entité légale', placeholder: 'Nom, ville ou SIREN…' }}
      filters={
        isAdmin ? (
          <ClientFilter
            value={search.clientId}
            emptyOption="Tous les clients"
            onChange={(clientId) => update({ clientId })}
          />
        ) : null
      }
      query={legalEntitiesList.useList(search)}
      loadingLabel="Chargement des entités légales"
      empty={{
        title: 'Aucune entité légale trouvée',
        description: search.search || search.clientId ? 'Essayez une autre recherche ou un autre client.' : undefined,
      }}
      pageSize={legalEntitiesList.pageSize}
    >
      {(items) => (
        <LegalEntitiesTable legalEntities={items} showClient={isAdmin} canManage={canManage} canDelete={canDelete} />
      )}
    </ListPage>
  );
}
