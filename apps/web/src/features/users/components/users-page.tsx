import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { UserPlus, X } from 'lucide-react';
import { useCallback } from 'react';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { USERS_PAGE_SIZE, useUsers, type UsersSearch } from '../api/get-users.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UsersTable } from './users-table.tsx';

export function UsersPage({ search }: { search: UsersSearch }) {
  const navigate = useNavigate({ from: '/users/' });
  const currentUser = useCurrentUser();
  const canManage = userHasPermission(currentUser, 'user:manage');
  const isAdmin = userHasRole(currentUser, 'ADMIN');
  const { data, isPending, isError, error, refetch, isFetching } = useUsers(search);
  const page = search.page ?? 1;
  const hasFilter = Boolean(search.clientId || search.establishmentId);

  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Utilisateurs</h1>
          <p className="text-sm text-muted-foreground">Les personnes qui peuvent se connecter à l’application.</p>
        </div>
        {canManage ? (
          <UserFormDialog
            currentUserId={currentUser.id}
            isAdmin={isAdmin}
            trigger={
              <Button>
                <UserPlus aria-hidden />
                Nouvel utilisateur
              </Button>
            }
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher un utilisateur"
          placeholder="Rechercher par nom ou e-mail…"
          width="medium"
        />
        {hasFilter ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void navigate({
                search: (prev) => ({ ...prev, clientId: undefined, establishmentId: undefined, page: undefined }),
              })
            }
          >
            <X aria-hidden />
            Retirer le filtre {search.establishmentId ? 'établissement' : 'client'}
          </Button>
        ) : null}
        {isFetching && !isPending ? <span className="text-xs text-muted-foreground">Mise à jour…</span> : null}
      </div>
      {isPending ? (
        <div className="grid gap-2" role="status" aria-label="Chargement des utilisateurs">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Aucun utilisateur trouvé"
          description={search.search ? 'Essayez une autre recherche.' : 'Créez le premier utilisateur.'}
        />
      ) : (
        <>
          <UsersTable users={data.items} canManage={canManage} currentUserId={currentUser.id} isAdmin={isAdmin} />
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
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
