import { Pencil } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Column } from './data-table.tsx';

/**
 * The pencil button that opens a row's edit dialog (as its trigger: the dialog's props and ref pass
 * through). Its accessible name is « Modifier {name} ».
 */
export function EditButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Modifier ${name}`} {...props}>
      <Pencil aria-hidden />
    </Button>
  );
}

/** The « Actions » column, when the caller may act (`shown`): the row's buttons, right-aligned on one line. */
export function actionsColumn<T>(shown: boolean, cell: (row: T) => ReactNode): Column<T> | false {
  return shown && { header: 'Actions', cell, className: 'text-right', cellClassName: 'whitespace-nowrap' };
}
