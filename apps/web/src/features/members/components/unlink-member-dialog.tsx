import type { EffectiveMember } from '@qc/shared/members/schemas';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUnlinkMember } from '../api/unlink-member.ts';
import { memberFullName } from '../member-name.ts';

type UnlinkMemberDialogProps = { establishmentId: string; member: EffectiveMember };

export function UnlinkMemberDialog({ establishmentId, member }: UnlinkMemberDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const unlink = useUnlinkMember();
  const fullName = memberFullName(member);

  const confirm = () =>
    unlink.mutate(
      { establishmentId, effectiveMemberId: member.id },
      {
        onSuccess: () => {
          notify.success(`${fullName} n’est plus rattaché·e à l’établissement.`);
          setIsOpen(false);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Retirer ${fullName}`}>
          <UserMinus aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Retirer {fullName} de l’établissement ?</AlertDialogTitle>
        <AlertDialogDescription>
          Le membre reste dans l’annuaire du client{member.user ? ' et garde son compte utilisateur' : ''} ; il pourra
          être rattaché de nouveau.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={unlink.isPending}>
            {unlink.isPending ? 'Retrait…' : 'Retirer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
