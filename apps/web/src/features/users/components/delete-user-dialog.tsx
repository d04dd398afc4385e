import type { User } from '@qc/shared/users/schemas';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteUserDialog({ user }: { user: User }) {
  const deleteUser = useDeleteUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <ConfirmDeleteDialog
      name={fullName}
      description="Ses sessions seront fermées et ses données personnelles anonymisées. Cette action est irréversible."
      isPending={deleteUser.isPending}
      onConfirm={confirmDeletion(deleteUser.mutate, { id: user.id }, { success: `${fullName} a été supprimé.` })}
    />
  );
}
