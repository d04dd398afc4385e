import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Columns } from './data-table.tsx';
import { actionsColumn, EditButton } from './row-actions.tsx';

afterEach(cleanup);

type Row = { id: string; name: string };
const ROWS: Row[] = [
  { id: '1', name: 'Les Lutins' },
  { id: '2', name: 'Les Loupiots' },
];

function Table({ canManage }: { canManage: boolean }) {
  const columns: Columns<Row> = [
    { header: 'Nom', cellClassName: 'font-medium', cell: (row) => row.name },
    { key: 'count', header: <span>Établissements</span>, className: 'text-right', cell: () => 0 },
    actionsColumn(canManage, (row) => <EditButton name={row.name} />),
  ];
  return <DataTable rows={ROWS} rowKey={(row) => row.id} columns={columns} />;
}

describe('DataTable', () => {
  it('draws a header and a cell per shown column, the cell classes after the column’s', () => {
    render(<Table canManage />);
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Nom',
      'Établissements',
      'Actions',
    ]);
    const [firstRow] = screen.getAllByRole('row').slice(1);
    const cells = within(firstRow!).getAllByRole('cell');
    expect(cells[0]?.className).toContain('font-medium');
    expect(cells[2]?.className).toContain('text-right whitespace-nowrap');
    expect(screen.getByRole('button', { name: 'Modifier Les Loupiots' })).toBeTruthy();
  });

  it('leaves out a column given as false (no actions without the permission)', () => {
    render(<Table canManage={false} />);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
