import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { UserPlus, X } from 'lucide-react';
import { ListPage } from '@/components/admin/list-page.tsx';
import { NewButton } from '@/components/admin/new-button.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { usersList } from '../api/get-users.ts';
import type { UsersSearch } from '../api/users-search.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/users/');

export function UsersPage() {
  const search = route.useSearch();
  const { navigateSearch } = useListSearch<UsersSearch>();
  const currentUser = useCurrentUser();
  const canManage = userHasPermission(currentUser, 'user:manage');
  const isAdmin = userHasRole(currentUser, 'ADMIN');
  const hasFilter = Boolean(search.clientId || search.establishmentId);

  return (
    <ListPage
      title="Utilisateurs"
      description="Les personnes qui peuvent se connecter à l’application."
      actions={
        canManage ? (
          <UserFormDialog
            currentUserId={currentUser.id}
            isAdmin={isAdmin}
            trigger={<NewButton label="Nouvel utilisateur" icon={UserPlus} />}
          />
        ) : null
      }
      search={search}
      searchBox={{
        label: 'Rechercher un utilisateur',
        placeholder: 'Rechercher par nom ou e-mail…',
        width: 'medium',
      }}
      filters={
        hasFilter ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              navigateSearch(
                (prev) => ({ ...prev, clientId: undefined, establishmentId: undefined, page: undefined }),
                {
                  replace: false,
                },
              )
            }
          >
            <X aria-hidden />
            Retirer le filtre {search.establishmentId ? 'établissement' : 'client'}
          </Button>
        ) : null
      }
      query={usersList.useList(search)}
      loadingLabel="Chargement des utilisateurs"
      empty={{
        title: 'Aucun utilisateur trouvé',
        description: search.search ? 'Essayez une autre recherche.' : 'Créez le premier utilisateur.',
      }}
      pageSize={usersList.pageSize}
    >
      {(items) => <UsersTable users={items} canManage={canManage} currentUserId={currentUser.id} isAdmin={isAdmin} />}
    </ListPage>
  );
}
