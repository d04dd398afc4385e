import { formatDateTime } from '@qc/shared/dates';
import { ROLE_LABELS } from '@qc/shared/enums';
import type { User } from '@qc/shared/users/schemas';
import { DataTable, type Columns } from '@/components/admin/data-table.tsx';
import { actionsColumn, EditButton } from '@/components/admin/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';

type UsersTableProps = { users: User[]; canManage: boolean; currentUserId: string; isAdmin: boolean };

export function UsersTable({ users, canManage, currentUserId, isAdmin }: UsersTableProps) {
  const columns: Columns<User> = [
    {
      header: 'Nom',
      cellClassName: 'font-medium',
      cell: (user) => `${user.firstName} ${user.lastName}`.trim() || '—',
    },
    { header: 'E-mail', cell: (user) => user.email },
    {
      header: 'Rôles',
      cell: (user) => (
        <div className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <Badge key={role}>{ROLE_LABELS[role]}</Badge>
          ))}
        </div>
      ),
    },
    { header: 'Client', cell: (user) => user.clientName ?? '—' },
    { header: 'Établissement', cell: (user) => user.establishmentName ?? '—' },
    { header: 'Créé le', cellClassName: 'whitespace-nowrap', cell: (user) => formatDateTime(user.createdAt) },
    actionsColumn(canManage, (user) =>
      // The server refuses a CLIENT_MASTER's changes to an ADMIN: do not offer them.
      isAdmin || !user.roles.includes('ADMIN') ? (
        <>
          <UserFormDialog
            user={user}
            currentUserId={currentUserId}
            isAdmin={isAdmin}
            trigger={<EditButton name={user.email} />}
          />
          {user.id !== currentUserId ? <DeleteUserDialog user={user} /> : null}
        </>
      ) : null,
    ),
  ];
  return <DataTable rows={users} rowKey={(user) => user.id} columns={columns} />;
}
