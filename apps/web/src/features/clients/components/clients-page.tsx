import { userHasPermission } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { PagedList } from '@/components/admin/paged-list.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { CLIENTS_PAGE_SIZE, useClients, type ClientsSearch } from '../api/get-clients.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';

/** /admins/clients/: an ADMIN creates and deletes clients; a CLIENT_MASTER edits its own. */
export function ClientsPage({ search }: { search: ClientsSearch }) {
  const navigate = useNavigate({ from: '/admins/clients/' });
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'client:manage');
  const isManager = userHasPermission(user, 'client:manage-admin');
  const query = useClients(search);
  const page = search.page ?? 1;

  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Clients</h1>
          <p className="text-sm text-muted-foreground">
            Les organismes gestionnaires : leurs entités légales et leurs établissements.
          </p>
        </div>
        {isManager ? (
          <ClientFormDialog
            trigger={
              <Button>
                <Plus aria-hidden />
                Nouveau client
              </Button>
            }
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher un client"
          placeholder="Rechercher par nom ou e-mail…"
        />
        {query.isFetching && !query.isPending ? (
          <span className="text-xs text-muted-foreground" role="status">
            Mise à jour…
          </span>
        ) : null}
      </div>
      <PagedList
        query={query}
        loadingLabel="Chargement des clients"
        empty={{
          title: 'Aucun client trouvé',
          description: search.search ? 'Essayez une autre recherche.' : undefined,
        }}
        page={page}
        pageSize={CLIENTS_PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      >
        {(items) => <ClientsTable clients={items} canManage={canManage} canDelete={isManager} />}
      </PagedList>
    </div>
  );
}
