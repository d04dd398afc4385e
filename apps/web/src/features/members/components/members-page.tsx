import { userHasPermission } from '@qc/shared/permissions';
import { UserPlus } from 'lucide-react';
import { ListPage } from '@/components/admin/list-page.tsx';
import { NewButton } from '@/components/admin/new-button.tsx';
import { useEstablishmentAdminPage } from '@/components/layouts/use-establishment-admin-page.tsx';
import type { EstablishmentMembersSearch } from '../api/establishment-members-search.ts';
import { establishmentMembersList } from '../api/get-establishment-members.ts';
import { LinkMemberDialog } from './link-member-dialog.tsx';
import { MemberFormDialog } from './member-form-dialog.tsx';
import { MembersTable } from './members-table.tsx';

type MembersPageProps = { establishmentId: string; search: EstablishmentMembersSearch };

/** The establishment's team: link, create, edit, unlink (and delete), convert to a user, as the caller's permissions allow. */
export function MembersPage({ establishmentId, search }: MembersPageProps) {
  const { user, establishment, header, unavailable } = useEstablishmentAdminPage(establishmentId, 'members');
  const canManage = userHasPermission(user, 'member:manage');
  const canConvert = canManage && userHasPermission(user, 'user:manage');
  // SPEC §6: a DIRECTOR manages members but deletes none.
  const canDelete = canManage && userHasPermission(user, 'member:delete');
  const query = establishmentMembersList.useList(establishmentId, search.page ?? 1);
  const clientId = establishment.data?.clientId;
  const linkedIds = new Set(query.data?.items.map((link) => link.effectiveMemberId) ?? []);

  if (unavailable) return unavailable;

  return (
    <ListPage
      header={header}
      level={2}
      title="Équipe de l’établissement"
      description="Les membres effectifs rattachés à cet établissement. Un membre peut recevoir un compte pour se connecter."
      actions={
        canManage && clientId ? (
          <div className="flex flex-wrap gap-2">
            <LinkMemberDialog establishmentId={establishmentId} clientId={clientId} linkedIds={linkedIds} />
            <MemberFormDialog
              establishmentId={establishmentId}
              clientId={clientId}
              trigger={<NewButton label="Nouveau membre" icon={UserPlus} />}
            />
          </div>
        ) : null
      }
      search={search}
      query={query}
      loadingLabel="Chargement des membres"
      loadingRows={4}
      empty={{
        title: 'Aucun membre rattaché',
        description: canManage
          ? 'Rattachez un membre existant du client ou créez-en un nouveau.'
          : 'Personne n’est encore rattaché à cet établissement.',
      }}
      pageSize={establishmentMembersList.pageSize}
      hideSinglePage
    >
      {(items) => (
        <MembersTable
          establishmentId={establishmentId}
          links={items}
          canManage={canManage}
          canConvert={canConvert}
          canDelete={canDelete}
        />
      )}
    </ListPage>
  );
}
