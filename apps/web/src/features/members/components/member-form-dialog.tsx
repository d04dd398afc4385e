import { MemberCreateInputSchema } from '@qc/shared/members/schemas';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateMember } from '../api/create-member.ts';
import { useLinkMember } from '../api/link-member.ts';
import { memberFullName } from '../member-name.ts';
import { MemberFormFields, type MemberFormValues } from './member-form-fields.tsx';

const EMPTY_MEMBER_VALUES: MemberFormValues = { firstName: '', lastName: '', role: '', qualifications: '' };

type MemberFormDialogProps = { establishmentId: string; clientId: string; trigger: ReactNode };

/** Creates an effective member of the establishment's client (SPEC §5), then links it to the establishment. */
export function MemberFormDialog({ establishmentId, clientId, trigger }: MemberFormDialogProps) {
  const form = useValibotForm<MemberFormValues>(() => EMPTY_MEMBER_VALUES);
  const createMember = useCreateMember();
  const linkMember = useLinkMember();

  const submit = () => {
    const { values } = form;
    const qualifications = values.qualifications.trim();
    const input = form.check(MemberCreateInputSchema, {
      clientId,
      firstName: values.firstName,
      lastName: values.lastName,
      role: values.role,
      ...(qualifications ? { qualifications } : {}),
    });
    if (!input) return;
    createMember.mutate(input, {
      onError: (error) => showMutationError(error, form.setErrors),
      onSuccess: (member) =>
        linkMember.mutate(
          { establishmentId, effectiveMemberId: member.id },
          {
            onSuccess: () => {
              notify.success(`${memberFullName(member)} a été ajouté·e à l’équipe.`);
              form.close();
            },
            onError: (error) => {
              // The member exists in the client's directory: it can be linked from « Rattacher un membre ».
              notify.error(`Membre créé mais non rattaché : ${getErrorMessage(error)}`);
              form.close();
            },
          },
        ),
    });
  };

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title="Nouveau membre"
      description="Le membre est ajouté à l’annuaire du client puis rattaché à cet établissement."
      onSubmit={submit}
      isPending={createMember.isPending || linkMember.isPending}
      submitLabel="Créer et rattacher"
    >
      <MemberFormFields form={form} />
    </FormDialog>
  );
}
