import { MemberCreateInputSchema } from '@qc/shared/members/schemas';
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
import { useCreateMember } from '../api/create-member.ts';
import { useLinkMember } from '../api/link-member.ts';
import { memberFullName } from '../member-name.ts';
import { MemberFormFields, type MemberFormValues } from './member-form-fields.tsx';

const EMPTY_MEMBER_VALUES: MemberFormValues = { firstName: '', lastName: '', role: '', qualifications: '' };

type MemberFormDialogProps = { establishmentId: string; clientId: string; trigger: ReactNode };

/** Creates an effective member of the establishment's client (SPEC §5), then links it to the establishment. */
export function MemberFormDialog({ establishmentId, clientId, trigger }: MemberFormDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createMember = useCreateMember();
  const linkMember = useLinkMember();
  const isPending = createMember.isPending || linkMember.isPending;

  const open = (next: boolean) => {
    if (next) {
      setValues(EMPTY_MEMBER_VALUES);
      setErrors({});
    }
    setIsOpen(next);
  };

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    else notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const qualifications = values.qualifications.trim();
    const checked = getSchemaFieldErrors(MemberCreateInputSchema, {
      clientId,
      firstName: values.firstName,
      lastName: values.lastName,
      role: values.role,
      ...(qualifications ? { qualifications } : {}),
    });
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    createMember.mutate(checked.output, {
      onError,
      onSuccess: (member) =>
        linkMember.mutate(
          { establishmentId, effectiveMemberId: member.id },
          {
            onSuccess: () => {
              notify.success(`${memberFullName(member)} a été ajouté·e à l’équipe.`);
              setIsOpen(false);
            },
            onError: (error) => {
              // The member exists in the client's directory: it can be linked from « Rattacher un membre ».
              notify.error(`Membre créé mais non rattaché : ${getErrorMessage(error)}`);
              setIsOpen(false);
            },
          },
        ),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouveau membre</DialogTitle>
          <DialogDescription>
            Le membre est ajouté à l’annuaire du client puis rattaché à cet établissement.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <MemberFormFields values={values} errors={errors} onChange={setValues} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : 'Créer et rattacher'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
