import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells and header, e.g. 'hidden md:table-cell'. */
  className?: string;
};

type DataTableProps<T> = { rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T) => string };

/** A plain table described by its columns: one header and one cell renderer each. */
export function DataTable<T>({ rows, columns, rowKey }: DataTableProps<T>) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
