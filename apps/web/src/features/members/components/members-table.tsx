import { MEMBER_ROLE_LABELS } from '@qc/shared/enums';
import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { DataTable, type Columns } from '@/components/admin/data-table.tsx';
import { actionsColumn } from '@/components/admin/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { memberFullName } from '../member-name.ts';
import { ConvertMemberDialog } from './convert-member-dialog.tsx';
import { EditMemberDialog } from './edit-member-dialog.tsx';
import { UnlinkMemberDialog } from './unlink-member-dialog.tsx';

type MembersTableProps = {
  establishmentId: string;
  links: EstablishmentMemberLink[];
  canManage: boolean;
  canConvert: boolean;
  canDelete: boolean;
};

export function MembersTable({ establishmentId, links, canManage, canConvert, canDelete }: MembersTableProps) {
  const columns: Columns<EstablishmentMemberLink> = [
    { header: 'Nom', cellClassName: 'font-medium', cell: (link) => memberFullName(link.effectiveMember) },
    { header: 'Fonction', cell: (link) => MEMBER_ROLE_LABELS[link.effectiveMember.role] },
    {
      header: 'Qualifications',
      className: 'hidden md:table-cell',
      cell: ({ effectiveMember: member }) => (typeof member.qualifications === 'string' ? member.qualifications : '—'),
    },
    {
      header: 'Compte utilisateur',
      cell: ({ effectiveMember: member }) =>
        member.user ? (
          <Badge variant="success">{member.user.email}</Badge>
        ) : (
          <Badge variant="muted">Aucun compte</Badge>
        ),
    },
    actionsColumn(canManage, ({ effectiveMember: member }) => (
      <>
        <EditMemberDialog member={member} />
        {canConvert && !member.userId ? <ConvertMemberDialog member={member} /> : null}
        <UnlinkMemberDialog establishmentId={establishmentId} member={member} canDelete={canDelete} />
      </>
    )),
  ];
  return <DataTable rows={links} rowKey={(link) => link.effectiveMember.id} columns={columns} />;
}
