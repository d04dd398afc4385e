import { userHasPermission } from '@qc/shared/permissions';
import { ListPage } from '@/components/admin/list-page.tsx';
import { NewButton } from '@/components/admin/new-button.tsx';
import { useEstablishmentAdminPage } from '@/components/layouts/use-establishment-admin-page.tsx';
import type { AgreementsSearch } from '../api/agreements-search.ts';
import { agreementsList } from '../api/get-agreements.ts';
import { AgreementFormDialog } from './agreement-form-dialog.tsx';
import { AgreementsTable } from './agreements-table.tsx';

type AgreementsPageProps = { establishmentId: string; search: AgreementsSearch };

/** The establishment's agreements: list, create, status ACTIVE/INACTIVE, edit, delete. */
export function AgreementsPage({ establishmentId, search }: AgreementsPageProps) {
  const { user, header, unavailable } = useEstablishmentAdminPage(establishmentId, 'agreement');
  const canManage = userHasPermission(user, 'agreement:manage');
  const canDelete = userHasPermission(user, 'agreement:delete');
  const query = agreementsList.useList(establishmentId, search.page ?? 1);

  if (unavailable) return unavailable;

  const createButton = canManage ? (
    <AgreementFormDialog establishmentId={establishmentId} trigger={<NewButton label="Nouvel agrément" />} />
  ) : null;

  return (
    <ListPage
      header={header}
      level={2}
      title="Agréments"
      description="Les demandes et autorisations de fonctionnement de l’établissement, de la plus récente à la plus ancienne."
      actions={createButton}
      search={search}
      query={query}
      loadingLabel="Chargement des agréments"
      loadingRows={3}
      empty={{
        title: 'Aucun agrément enregistré',
        description: canManage ? 'Enregistrez la demande d’agrément de l’établissement.' : undefined,
      }}
      pageSize={agreementsList.pageSize}
      hideSinglePage
    >
      {(items) => (
        <AgreementsTable
          establishmentId={establishmentId}
          agreements={items}
          canManage={canManage}
          canDelete={canDelete}
        />
      )}
    </ListPage>
  );
}
