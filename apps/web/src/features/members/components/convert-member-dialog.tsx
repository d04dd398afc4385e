import { DIRECTOR_MEMBER_ROLES } from '@qc/shared/enums';
import { MemberConvertInputSchema, type EffectiveMember } from '@qc/shared/members/schemas';
import { KeyRound } from 'lucide-react';
import { TextField } from '@/components/forms/fields.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { getFieldErrors } from '@/lib/errors.ts';
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useConvertMember } from '../api/convert-member.ts';
import { memberFullName } from '../member-name.ts';

/** Convert a member to a user (needs member:manage and user:manage): the API's own message on success. */
export function ConvertMemberDialog({ member }: { member: EffectiveMember }) {
  // What was typed stays when the dialog is closed without sending; a success empties it.
  const form = useValibotForm(() => ({ email: '' }), { keepValuesOnOpen: true });
  const convert = useConvertMember();
  const fullName = memberFullName(member);
  const userRole = DIRECTOR_MEMBER_ROLES.includes(member.role) ? 'Directeur·rice' : 'Collaborateur·rice';

  const submit = () => {
    const input = form.check(MemberConvertInputSchema, { id: member.id, email: form.values.email });
    if (!input) return;
    convert.mutate(input, {
      onSuccess: (result) => {
        notify.success(result.message);
        form.reset();
        form.close();
      },
      onError: (error) => {
        const fieldErrors = getFieldErrors(error);
        if (fieldErrors.email) form.setErrors(fieldErrors);
        else notifyError(error);
      },
    });
  };

  return (
    <FormDialog
      form={form}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Créer le compte de ${fullName}`}>
          <KeyRound aria-hidden />
        </Button>
      }
      title={`Créer le compte de ${fullName}`}
      description={`${fullName} pourra se connecter avec un code reçu à cette adresse, avec le rôle ${userRole}, dans l’établissement où il ou elle est rattaché·e.`}
      onSubmit={submit}
      isPending={convert.isPending}
      submitLabel="Créer le compte"
      pendingLabel="Création…"
    >
      <TextField form={form} field="email" id="convert-email" label="Adresse e-mail" type="email" autoComplete="off" />
    </FormDialog>
  );
}
