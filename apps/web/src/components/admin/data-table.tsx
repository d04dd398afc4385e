import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';

export type Column<T> = {
  /** The header's content: plain text, or markup (then give a `key`). */
  header: ReactNode;
  /** The column's React key when its header is not plain text. */
  key?: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells and header, e.g. 'hidden md:table-cell'. */
  className?: string;
  /** Classes of the column's cells only, after `className` (e.g. 'font-medium'). */
  cellClassName?: string;
};

/** The columns of a table; `false` is a column the caller may not see (e.g. `canManage && actionsColumn(…)`). */
export type Columns<T> = readonly (Column<T> | false)[];

type DataTableProps<T> = { rows: readonly T[]; columns: Columns<T>; rowKey: (row: T) => string };

const columnKey = <T,>(column: Column<T>, index: number) =>
  column.key ?? (typeof column.header === 'string' ? column.header : String(index));

/** A plain table described by its columns: one header and one cell renderer each. */
export function DataTable<T>({ rows, columns, rowKey }: DataTableProps<T>) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {shown.map((column, index) => (
            <TableHead key={columnKey(column, index)} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {shown.map((column, index) => (
              <TableCell
                key={columnKey(column, index)}
                className={column.cellClassName ? cn(column.className, column.cellClassName) : column.className}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
