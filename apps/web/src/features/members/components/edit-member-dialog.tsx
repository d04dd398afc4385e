import { MemberUpdateInputSchema, type EffectiveMember } from '@qc/shared/members/schemas';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { EditButton } from '@/components/admin/row-actions.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { memberFullName } from '../member-name.ts';
import { hasMemberChanges, toMemberFormValues, toMemberUpdate } from '../member-update.ts';
import { MemberFormFields } from './member-form-fields.tsx';

/**
 * Edits an effective member of the client's directory (SPEC §5): the shared update
 * schema first, then the server's per-field messages; a refusal is a toast and
 * the dialog keeps what was typed.
 */
export function EditMemberDialog({ member }: { member: EffectiveMember }) {
  const form = useValibotForm(() => toMemberFormValues(member));
  const updateMember = useUpdateMember();
  const fullName = memberFullName(member);

  const submit = () => {
    const body = toMemberUpdate(member, form.values);
    if (!hasMemberChanges(body)) {
      notify.info('Aucune modification à enregistrer.');
      form.close();
      return;
    }
    const input = form.check(MemberUpdateInputSchema, body);
    if (!input) return;
    updateMember.mutate(input, {
      onError: (error) => showMutationError(error, form.setErrors),
      onSuccess: (updated) => {
        notify.success(`${memberFullName(updated)} a été modifié·e.`);
        form.close();
      },
    });
  };

  return (
    <FormDialog
      form={form}
      trigger={<EditButton name={fullName} />}
      title={`Modifier ${fullName}`}
      description="La fiche est celle de l’annuaire du client : la modification vaut pour tous ses établissements."
      onSubmit={submit}
      isPending={updateMember.isPending}
      submitLabel="Enregistrer"
    >
      <MemberFormFields form={form} />
      <ErrorText message={form.errors._} />
    </FormDialog>
  );
}
