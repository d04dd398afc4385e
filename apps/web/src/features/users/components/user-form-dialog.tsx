import type { User } from '@qc/shared/users/schemas';
import { UserCreateInputSchema, UserUpdateInputSchema } from '@qc/shared/users/schemas';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { UserFormFields } from './user-form-fields.tsx';
import type { UserFormValues } from './user-form-values.ts';

type UserFormDialogProps = {
  user?: User;
  currentUserId: string;
  isAdmin: boolean;
  trigger: ReactNode;
};

function toFormValues(user?: User): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    roles: user?.roles ?? [],
    clientId: user?.clientId ?? '',
    establishmentId: user?.establishmentId ?? '',
  };
}

/** Create (no `user`) or edit a user. Shared schema first, then the server's per-field messages. */
export function UserFormDialog({ user, currentUserId, isAdmin, trigger }: UserFormDialogProps) {
  const form = useValibotForm(() => toFormValues(user));
  const { values } = form;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const buildInput = () => {
    const base = { firstName: values.firstName, lastName: values.lastName, email: values.email, roles: values.roles };
    // Only a changed assignment is sent: an establishment outside the caller's list stays untouched.
    const assignment: { clientId?: string | null; establishmentId?: string | null } = {};
    if (isAdmin && values.clientId !== (user?.clientId ?? '')) assignment.clientId = values.clientId || null;
    if (values.establishmentId !== (user?.establishmentId ?? ''))
      assignment.establishmentId = values.establishmentId || null;
    return user ? { id: user.id, ...base, ...assignment } : { ...base, ...assignment };
  };

  const submit = () => {
    const input = buildInput();
    const checked = user ? form.check(UserUpdateInputSchema, input) : form.check(UserCreateInputSchema, input);
    if (!checked) return;
    // Issue 34 item 9: the server sends the new account its invitation mail (how to sign in); say so.
    const callbacks = saveCallbacks(
      form,
      user
        ? 'Utilisateur modifié.'
        : `Utilisateur créé : une invitation a été envoyée à ${(checked as { email: string }).email}.`,
    );
    if (user) updateUser.mutate(checked as Parameters<typeof updateUser.mutate>[0], callbacks);
    else createUser.mutate(checked as Parameters<typeof createUser.mutate>[0], callbacks);
  };

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title={user ? 'Modifier l’utilisateur' : 'Nouvel utilisateur'}
      description={
        user
          ? user.email
          : 'Une invitation est envoyée à cette adresse : la personne s’y connectera avec un code reçu par e-mail.'
      }
      onSubmit={submit}
      isPending={createUser.isPending || updateUser.isPending}
      submitLabel={user ? 'Enregistrer' : 'Créer'}
    >
      <UserFormFields
        form={form}
        currentUserId={currentUserId}
        isAdmin={isAdmin}
        initialEstablishment={
          user?.establishmentId
            ? { id: user.establishmentId, name: user.establishmentName ?? 'Établissement actuel' }
            : null
        }
      />
    </FormDialog>
  );
}
