import { getRouteApi } from '@tanstack/react-router';
import { userHasPermission } from '@qc/shared/permissions';
import { ListPage } from '@/components/admin/list-page.tsx';
import { NewButton } from '@/components/admin/new-button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { clientsList } from '../api/get-clients.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/admins/clients/');

/** /admins/clients/: an ADMIN creates and deletes clients; a CLIENT_MASTER edits its own. */
export function ClientsPage() {
  const search = route.useSearch();
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'client:manage');
  const isManager = userHasPermission(user, 'client:manage-admin');

  return (
    <ListPage
      title="Clients"
      description="Les organismes gestionnaires : leurs entités légales et leurs établissements."
      actions={isManager ? <ClientFormDialog trigger={<NewButton label="Nouveau client" />} /> : null}
      search={search}
      searchBox={{ label: 'Rechercher un client', placeholder: 'Rechercher par nom ou e-mail…' }}
      query={clientsList.useList(search)}
      loadingLabel="Chargement des clients"
      empty={{
        title: 'Aucun client trouvé',
        description: search.search ? 'Essayez une autre recherche.' : undefined,
      }}
      pageSize={clientsList.pageSize}
    >
      {(items) => <ClientsTable clients={items} canManage={canManage} canDelete={isManager} />}
    </ListPage>
  );
}
