import type { User } from '@qc/shared/users/schemas';
import { UserCreateInputSchema, UserUpdateInputSchema } from '@qc/shared/users/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { UserFormFields, type UserFormValues } from './user-form-fields.tsx';

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
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState(() => toFormValues(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const isPending = createUser.isPending || updateUser.isPending;

  const open = (next: boolean) => {
    if (next) {
      setValues(toFormValues(user));
      setErrors({});
    }
    setIsOpen(next);
  };

  const buildInput = () => {
    const base = { firstName: values.firstName, lastName: values.lastName, email: values.email, roles: values.roles };
    // Only a changed assignment is sent: an establishment outside the caller's list stays untouched.
    const assignment: { clientId?: string | null; establishmentId?: string | null } = {};
    if (isAdmin && values.clientId !== (user?.clientId ?? '')) assignment.clientId = values.clientId || null;
    if (values.establishmentId !== (user?.establishmentId ?? ''))
      assignment.establishmentId = values.establishmentId || null;
    return user ? { id: user.id, ...base, ...assignment } : { ...base, ...assignment };
  };

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    else notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = buildInput();
    const checked = user
      ? getSchemaFieldErrors(UserUpdateInputSchema, input)
      : getSchemaFieldErrors(UserCreateInputSchema, input);
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    const onSuccess = () => {
      notify.success(user ? 'Utilisateur modifié.' : 'Utilisateur créé. Il peut se connecter avec son adresse e-mail.');
      setIsOpen(false);
    };
    if (user) updateUser.mutate(checked.output as Parameters<typeof updateUser.mutate>[0], { onSuccess, onError });
    else createUser.mutate(checked.output as Parameters<typeof createUser.mutate>[0], { onSuccess, onError });
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user ? 'Modifier l’utilisateur' : 'Nouvel utilisateur'}</DialogTitle>
          <DialogDescription>
            {user ? user.email : 'L’utilisateur se connectera avec un code reçu à cette adresse e-mail.'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <UserFormFields
            values={values}
            errors={errors}
            onChange={setValues}
            currentUserId={currentUserId}
            isAdmin={isAdmin}
            initialEstablishment={
              user?.establishmentId
                ? { id: user.establishmentId, name: user.establishmentName ?? 'Établissement actuel' }
                : null
            }
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : user ? 'Enregistrer' : 'Créer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
