import { userHasPermission, userHasRole } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { PagedList } from '@/components/admin/paged-list.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { LEGAL_ENTITIES_PAGE_SIZE, useLegalEntities, type LegalEntitiesSearch } from '../api/get-legal-entities.ts';
import { LegalEntitiesTable } from './legal-entities-table.tsx';
import { LegalEntityFormDialog } from './legal-entity-form-dialog.tsx';

/** /admins/legal-entities/: search, the ADMIN's client filter and the page live in the URL. */
export function LegalEntitiesPage({ search }: { search: LegalEntitiesSearch }) {
  const navigate = useNavigate({ from: '/admins/legal-entities/' });
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const canManage = userHasPermission(user, 'legal-entity:manage');
  const canDelete = userHasPermission(user, 'legal-entity:delete');
  const ownClient = user.clientId ? { id: user.clientId, name: user.clientName ?? '' } : null;
  // Only whoever manages a whole client adds to it: an ADMIN, or a CLIENT_MASTER for its own.
  const canCreate = canManage && (isAdmin || Boolean(ownClient));
  const query = useLegalEntities(search);
  const page = search.page ?? 1;

  const update = useCallback(
    (changes: Partial<LegalEntitiesSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...changes, page: undefined }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((text: string) => update({ search: text || undefined }), [update]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Entités légales</h1>
          <p className="text-sm text-muted-foreground">Les organismes juridiques qui gèrent les établissements.</p>
        </div>
        {canCreate ? (
          <LegalEntityFormDialog
            canChooseClient={isAdmin}
            ownClient={ownClient}
            trigger={
              <Button>
                <Plus aria-hidden />
                Nouvelle entité légale
              </Button>
            }
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={search.search ?? ''}
          onSearch={onSearch}
          label="Rechercher une entité légale"
          placeholder="Nom, ville ou SIREN…"
        />
        {isAdmin ? (
          <FilterField label="Client">
            {(id) => (
              <ClientPicker
                id={id}
                value={search.clientId ?? ''}
                emptyOption="Tous les clients"
                onChange={(clientId) => update({ clientId: clientId || undefined })}
              />
            )}
          </FilterField>
        ) : null}
        {query.isFetching && !query.isPending ? (
          <span className="text-xs text-muted-foreground" role="status">
            Mise à jour…
          </span>
        ) : null}
      </div>
      <PagedList
        query={query}
        loadingLabel="Chargement des entités légales"
        empty={{
          title: 'Aucune entité légale trouvée',
          description: search.search || search.clientId ? 'Essayez une autre recherche ou un autre client.' : undefined,
        }}
        page={page}
        pageSize={LEGAL_ENTITIES_PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      >
        {(items) => (
          <LegalEntitiesTable legalEntities={items} showClient={isAdmin} canManage={canManage} canDelete={canDelete} />
        )}
      </PagedList>
    </div>
  );
}
