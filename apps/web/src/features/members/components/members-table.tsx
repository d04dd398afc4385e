import { MEMBER_ROLE_LABELS } from '@qc/shared/enums';
import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
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
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          <TableHead>Fonction</TableHead>
          <TableHead className="hidden md:table-cell">Qualifications</TableHead>
          <TableHead>Compte utilisateur</TableHead>
          {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {links.map(({ effectiveMember: member }) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium">{memberFullName(member)}</TableCell>
            <TableCell>{MEMBER_ROLE_LABELS[member.role]}</TableCell>
            <TableCell className="hidden md:table-cell">
              {typeof member.qualifications === 'string' ? member.qualifications : '—'}
            </TableCell>
            <TableCell>
              {member.user ? (
                <Badge variant="success">{member.user.email}</Badge>
              ) : (
                <Badge variant="muted">Aucun compte</Badge>
              )}
            </TableCell>
            {canManage ? (
              <TableCell className="text-right whitespace-nowrap">
                <EditMemberDialog member={member} />
                {canConvert && !member.userId ? <ConvertMemberDialog member={member} /> : null}
                <UnlinkMemberDialog establishmentId={establishmentId} member={member} canDelete={canDelete} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
