import type { User } from '@qc/shared/users/schemas';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteUserDialog({ user }: { user: User }) {
  const deleteUser = useDeleteUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <ConfirmDeleteDialog
      name={fullName}
      description="Ses sessions seront fermées et ses données personnelles anonymisées. Cette action est irréversible."
      isPending={deleteUser.isPending}
      onConfirm={(close) =>
        deleteUser.mutate(
          { id: user.id },
          {
            onSuccess: () => {
              notify.success(`${fullName} a été supprimé.`);
              close();
            },
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        )
      }
    />
  );
}
