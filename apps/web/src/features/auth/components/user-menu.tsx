import { Link } from '@tanstack/react-router';
import { CircleUser, LogOut, Settings } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { HeaderMenu } from './header-menu.tsx';

export function UserMenu() {
  const user = useCurrentUser();
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <HeaderMenu
      trigger={
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Menu de ${displayName}`} data-testid="user-menu">
          <CircleUser aria-hidden />
          <span className="hidden max-w-40 truncate md:inline">{displayName}</span>
        </Button>
      }
    >
      <DropdownMenuLabel>
        <span className="block text-sm text-foreground">{displayName}</span>
        <span className="block font-normal">{user.email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/account">
          <Settings aria-hidden />
          Mon compte
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/auth/logout" preload={false}>
          <LogOut aria-hidden />
          Se déconnecter
        </Link>
      </DropdownMenuItem>
    </HeaderMenu>
  );
}
