import { MEMBER_ROLE_LABELS } from '@qc/shared/enums';
import type { EffectiveMember } from '@qc/shared/members/schemas';
import { Link2, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { MEMBER_PICKER_SIZE, useClientMembers } from '../api/get-client-members.ts';
import { useLinkMember } from '../api/link-member.ts';
import { memberFullName } from '../member-name.ts';

type LinkMemberDialogProps = { establishmentId: string; clientId: string; linkedIds: ReadonlySet<string> };

/** A searchable picker over the client's directory (GET /members/effective?clientId=…&search=…). */
export function LinkMemberDialog({ establishmentId, clientId, linkedIds }: LinkMemberDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const members = useClientMembers({ clientId, search, enabled: isOpen });
  const linkMember = useLinkMember();

  const link = (member: EffectiveMember) =>
    linkMember.mutate(
      { establishmentId, effectiveMemberId: member.id },
      {
        onSuccess: () => notify.success(`${memberFullName(member)} est rattaché·e à l’établissement.`),
        onError: notifyError,
      },
    );

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (next) setText('');
        setIsOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Link2 aria-hidden />
          Rattacher un membre
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rattacher un membre existant</DialogTitle>
          <DialogDescription>Les membres effectifs du client, recherchés par nom ou prénom.</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Rechercher un membre"
            placeholder="Rechercher un membre…"
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {members.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Chargement des membres du client">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : members.isError ? (
          <ErrorText message={getErrorMessage(members.error)} />
        ) : members.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {search ? 'Aucun membre ne correspond à cette recherche.' : 'Le client n’a encore aucun membre.'}
          </p>
        ) : (
          <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label="Membres du client">
            {members.data.items.map((member) => {
              const isLinked = linkedIds.has(member.id);
              const fullName = memberFullName(member);
              return (
                <li key={member.id} className="flex items-center justify-between gap-3 rounded-md border p-2">
                  <span className="grid">
                    <span className="font-medium">{fullName}</span>
                    <span className="text-xs text-muted-foreground">{MEMBER_ROLE_LABELS[member.role]}</span>
                  </span>
                  {isLinked ? (
                    <span className="text-xs text-muted-foreground">Déjà rattaché·e</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Rattacher ${fullName}`}
                      disabled={linkMember.isPending}
                      onClick={() => link(member)}
                    >
                      Rattacher
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {members.data && members.data.total > MEMBER_PICKER_SIZE ? (
          <p className="text-xs text-muted-foreground">
            {members.data.total} membres : affinez la recherche pour voir les autres.
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
