import { Plus, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';

type NewButtonProps = { label: string; icon?: LucideIcon } & ComponentProps<typeof Button>;

/**
 * A list page's « Nouveau … » button beside its title, usually a create dialog's trigger (the dialog's
 * props and ref pass through).
 */
export function NewButton({ label, icon: Icon = Plus, ...props }: NewButtonProps) {
  return (
    <Button {...props}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
