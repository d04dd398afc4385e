import { DIRECTOR_MEMBER_ROLES } from '@qc/shared/enums';
import { MemberConvertInputSchema, type EffectiveMember } from '@qc/shared/members/schemas';
import { KeyRound } from 'lucide-react';
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
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useConvertMember } from '../api/convert-member.ts';
import { memberFullName } from '../member-name.ts';

/** Convert a member to a user (needs member:manage and user:manage): the API's own message on success. */
export function ConvertMemberDialog({ member }: { member: EffectiveMember }) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const convert = useConvertMember();
  const fullName = memberFullName(member);
  const userRole = DIRECTOR_MEMBER_ROLES.includes(member.role) ? 'Directeur·rice' : 'Collaborateur·rice';

  const open = (next: boolean) => {
    if (next) setErrors({});
    setIsOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = getSchemaFieldErrors(MemberConvertInputSchema, { id: member.id, email });
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    convert.mutate(checked.output, {
      onSuccess: (result) => {
        notify.success(result.message);
        setEmail('');
        setIsOpen(false);
      },
      onError: (error) => {
        const fieldErrors = getFieldErrors(error);
        if (fieldErrors.email) setErrors(fieldErrors);
        else notify.error(getErrorMessage(error));
      },
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Créer le compte de ${fullName}`}>
          <KeyRound aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Créer le compte de {fullName}</DialogTitle>
          <DialogDescription>
            {fullName} pourra se connecter avec un code reçu à cette adresse, avec le rôle {userRole}, dans
            l’établissement où il ou elle est rattaché·e.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <Field id="convert-email" label="Adresse e-mail" error={errors.email}>
            <Input
              id="convert-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'convert-email-error' : undefined}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={convert.isPending}>
              {convert.isPending ? 'Création…' : 'Créer le compte'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
