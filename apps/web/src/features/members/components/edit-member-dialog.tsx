import { MemberUpdateInputSchema, type EffectiveMember } from '@qc/shared/members/schemas';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { useUpdateMember } from '../api/update-member.ts';
import { memberFullName } from '../member-name.ts';
import { hasMemberChanges, toMemberFormValues, toMemberUpdate } from '../member-update.ts';
import { MemberFormFields, type MemberFormValues } from './member-form-fields.tsx';

/**
 * Edits an effective member of the client's directory (SPEC §5): the shared update
 * schema first, then the server's per-field messages; a refusal is a toast and
 * the dialog keeps what was typed.
 */
export function EditMemberDialog({ member }: { member: EffectiveMember }) {
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<MemberFormValues>(() => toMemberFormValues(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateMember = useUpdateMember();
  const fullName = memberFullName(member);

  const open = (next: boolean) => {
    if (next) {
      setValues(toMemberFormValues(member));
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
    const body = toMemberUpdate(member, values);
    if (!hasMemberChanges(body)) {
      notify.info('Aucune modification à enregistrer.');
      setIsOpen(false);
      return;
    }
    const checked = getSchemaFieldErrors(MemberUpdateInputSchema, body);
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    updateMember.mutate(checked.output, {
      onError,
      onSuccess: (updated) => {
        notify.success(`${memberFullName(updated)} a été modifié·e.`);
        setIsOpen(false);
      },
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Modifier ${fullName}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier {fullName}</DialogTitle>
          <DialogDescription>
            La fiche est celle de l’annuaire du client : la modification vaut pour tous ses établissements.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <MemberFormFields values={values} errors={errors} onChange={setValues} />
          {errors._ ? (
            <p role="alert" className="text-sm text-destructive">
              {errors._}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={updateMember.isPending}>
              {updateMember.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
