import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';

type SortableHeadProps<TSort extends string> = {
  label: string;
  /** The column's ascending key, e.g. 'name'; descending is '-name'. */
  column: string;
  sort: TSort;
  onSort: (sort: TSort) => void;
  className?: string;
};

/** A column header that sorts the server's list: first click ascending, then descending. */
export function SortableHead<TSort extends string>({
  label,
  column,
  sort,
  onSort,
  className,
}: SortableHeadProps<TSort>) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  const next = (direction === 'ascending' ? `-${column}` : column) as TSort;
  return (
    <TableHead aria-sort={direction} className={className}>
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 hover:text-foreground',
          direction !== 'none' && 'text-foreground',
        )}
        onClick={() => onSort(next)}
        aria-label={`Trier par ${label.toLowerCase()}${direction === 'ascending' ? ', ordre décroissant' : ''}`}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}
