import type { ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';

type HeaderMenuProps = {
  /** The header button that opens the menu. */
  trigger: ReactNode;
  /** Given when the menu loads its items on opening. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/** A menu of the top bar (the user's, the profiles'): opened by its button, aligned on its right edge. */
export function HeaderMenu({ trigger, open, onOpenChange, children }: HeaderMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
