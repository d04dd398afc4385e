import type { EffectiveMember } from '@qc/shared/members/schemas';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { AlertDialogDescription } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { useUnlinkMember } from '../api/unlink-member.ts';
import { memberFullName } from '../member-name.ts';

type UnlinkMemberDialogProps = { establishmentId: string; member: EffectiveMember; canDelete: boolean };

/**
 * Unlinks the member from the establishment and, with member:delete, may then delete it
 * from the client's directory: the API refuses while it is still linked to another
 * establishment, and that French message is shown (the unlink itself stays done).
 */
export function UnlinkMemberDialog({ establishmentId, member, canDelete }: UnlinkMemberDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [alsoDelete, setAlsoDelete] = useState(false);
  const unlink = useUnlinkMember();
  const deleteMember = useDeleteMember();
  const fullName = memberFullName(member);
  const isPending = unlink.isPending || deleteMember.isPending;

  const open = (next: boolean) => {
    if (next) setAlsoDelete(false);
    setIsOpen(next);
  };

  // mutateAsync: the row (and this dialog) leaves with the team's refetch, the chain goes on without it.
  const confirm = async () => {
    try {
      await unlink.mutateAsync({ establishmentId, effectiveMemberId: member.id });
    } catch (error) {
      notify.error(getErrorMessage(error));
      return;
    }
    notify.success(`${fullName} n’est plus rattaché·e à l’établissement.`);
    if (alsoDelete) {
      try {
        await deleteMember.mutateAsync({ id: member.id });
        notify.success(`${fullName} a été supprimé·e de l’annuaire du client.`);
      } catch (error) {
        notify.error(getErrorMessage(error));
      }
    }
    setIsOpen(false);
  };

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={open}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Retirer ${fullName}`}>
          <UserMinus aria-hidden />
        </Button>
      }
      title={<>Retirer {fullName} de l’établissement ?</>}
      confirm={() => (
        <Button variant="destructive" onClick={() => void confirm()} disabled={isPending}>
          {isPending ? 'Retrait…' : alsoDelete ? 'Retirer et supprimer' : 'Retirer'}
        </Button>
      )}
    >
      <AlertDialogDescription>
        {alsoDelete
          ? 'Le membre est retiré de l’établissement puis supprimé de l’annuaire du client.'
          : `Le membre reste dans l’annuaire du client${member.user ? ' et garde son compte utilisateur' : ''} ; il pourra être rattaché de nouveau.`}
      </AlertDialogDescription>
      {canDelete ? (
        <div className="grid gap-2 rounded-md border p-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`member-delete-${member.id}`}
              checked={alsoDelete}
              onCheckedChange={(checked) => setAlsoDelete(checked === true)}
            />
            <Label htmlFor={`member-delete-${member.id}`} className="font-normal">
              Supprimer aussi de l’annuaire du client
            </Label>
          </div>
          {alsoDelete ? (
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>
                La suppression est refusée tant que le membre est rattaché à un autre établissement : il est alors
                seulement retiré de celui-ci.
              </li>
              {member.user ? <li>Son compte utilisateur ({member.user.email}) n’est pas supprimé.</li> : null}
              <li>Les actions dont il est responsable n’auront plus de responsable.</li>
            </ul>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
