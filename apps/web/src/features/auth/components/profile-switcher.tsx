import { Link } from '@tanstack/react-router';
import { Check, LogOut, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useDeviceSessions, useRevokeProfile, useSwitchProfile } from '../api/device-sessions.ts';
import { HeaderMenu } from './header-menu.tsx';

/** The multi-session profile switcher: switch, add another account, sign one out. */
export function ProfileSwitcher() {
  const user = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const { data: sessions, isPending, isError } = useDeviceSessions(isOpen);
  const switchProfile = useSwitchProfile();
  const revokeProfile = useRevokeProfile();

  return (
    <HeaderMenu
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Changer de profil" data-testid="profile-switcher">
          <Users aria-hidden />
        </Button>
      }
    >
      <DropdownMenuLabel>Profils connectés</DropdownMenuLabel>
      {isPending ? (
        <div className="p-2">
          <Spinner />
        </div>
      ) : null}
      {isError ? <p className="p-2 text-sm text-destructive">Impossible de lister les profils.</p> : null}
      {sessions?.map(({ session, user: sessionUser }) => {
        const isActive = sessionUser.id === user.id;
        return (
          <DropdownMenuItem
            key={session.id}
            disabled={isActive || switchProfile.isPending}
            onSelect={() => switchProfile.mutate({ sessionToken: session.id, email: sessionUser.email })}
          >
            <Check className={isActive ? '' : 'invisible'} aria-hidden />
            <span className="flex flex-col">
              <span>{sessionUser.name || sessionUser.email}</span>
              <span className="text-xs text-muted-foreground">{sessionUser.email}</span>
            </span>
            {isActive ? <span className="sr-only">(profil actif)</span> : null}
          </DropdownMenuItem>
        );
      })}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/auth/login" search={{ addAccount: '1' }} preload={false}>
          <UserPlus aria-hidden />
          Ajouter un compte
        </Link>
      </DropdownMenuItem>
      {sessions && sessions.length > 0 ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Se déconnecter d’un profil</DropdownMenuLabel>
          {sessions.map(({ session, user: sessionUser }) => (
            <DropdownMenuItem
              key={`revoke-${session.id}`}
              disabled={revokeProfile.isPending}
              onSelect={() => revokeProfile.mutate({ sessionToken: session.id, email: sessionUser.email })}
            >
              <LogOut aria-hidden />
              <span className="truncate">Déconnecter {sessionUser.email}</span>
            </DropdownMenuItem>
          ))}
        </>
      ) : null}
    </HeaderMenu>
  );
}
