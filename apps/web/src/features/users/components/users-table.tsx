import { ROLE_LABELS } from '@qc/shared/enums';
import type { User } from '@qc/shared/users/schemas';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';

type UsersTableProps = { users: User[]; canManage: boolean; currentUserId: string; isAdmin: boolean };

export function UsersTable({ users, canManage, currentUserId, isAdmin }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Rôles</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Établissement</TableHead>
          <TableHead>Créé le</TableHead>
          {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          // The server refuses a CLIENT_MASTER's changes to an ADMIN: do not offer them.
          const isManageable = canManage && (isAdmin || !user.roles.includes('ADMIN'));
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{`${user.firstName} ${user.lastName}`.trim() || '—'}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role}>{ROLE_LABELS[role]}</Badge>
                  ))}
                </div>
              </TableCell>
              <TableCell>{user.clientName ?? '—'}</TableCell>
              <TableCell>{user.establishmentName ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(user.createdAt)}</TableCell>
              {canManage ? (
                <TableCell className="text-right whitespace-nowrap">
                  {isManageable ? (
                    <>
                      <UserFormDialog
                        user={user}
                        currentUserId={currentUserId}
                        isAdmin={isAdmin}
                        trigger={
                          <Button variant="ghost" size="icon" aria-label={`Modifier ${user.email}`}>
                            <Pencil aria-hidden />
                          </Button>
                        }
                      />
                      {user.id !== currentUserId ? <DeleteUserDialog user={user} /> : null}
                    </>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
