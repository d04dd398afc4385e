import type { GroupRow } from '@qc/shared/group/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRate } from '@/lib/evaluation-summary.ts';
import { GroupHeatMap } from './group-heat-map.tsx';

afterEach(cleanup);

const row = (name: string, cells: Array<[string | null, number | null]>): GroupRow => ({
  establishment: {
    id: name,
    name,
    address: '1 rue',
    postalCode: '75011',
    city: 'Paris',
    category: null,
    clientId: 'c',
    clientName: 'Client',
    legalEntityId: 'l',
    legalEntityName: 'Entité',
  },
  score: null,
  lastCompletedAt: null,
  has: null,
  categories: cells.map(([categoryId, conformityRate]) => ({
    categoryId,
    score: conformityRate,
    conformityRate,
    evaluatedForms: 1,
    lastCompletedAt: null,
  })),
  evaluationsInProgress: 0,
  evaluationsLate: 0,
  campaignsLate: 0,
  oldestInProgressStartedAt: null,
  actionsOpen: 0,
  actionsOverdue: 0,
  documentsMissing: 0,
  documentsExpiring: 0,
  nextDocumentExpiry: null,
  establishmentDocumentsExpiring: 0,
  obligationsLate: 0,
  nextEstablishmentDocumentExpiry: null,
  agreement: { status: 'NONE', number: null, date: null, endDate: null },
});

describe('GroupHeatMap', () => {
  it('is a table whose every cell says its value and its band in words, and draws the bands with patterns', () => {
    render(
      <GroupHeatMap
        rows={[
          row('Crèche Alpha', [
            ['c1', 92],
            ['c2', 40],
          ]),
          row('Crèche Beta', [['c1', 65]]),
        ]}
        categories={[
          { id: 'c1', name: 'Encadrement', kind: 'CONFORMITY' },
          { id: 'c2', name: 'Qualité', kind: 'QUALITY' },
        ]}
        measure="conformityRate"
        format={formatRate}
      />,
    );
    const table = screen.getByRole('table', { name: /Taux de conformité par établissement/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Établissement', 'Encadrement', 'Qualité']);
    const alpha = within(table).getByRole('row', { name: /Crèche Alpha/ });
    const cells = within(alpha).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '92 %, satisfaisant (80 et plus)',
      '40 %, insuffisant (moins de 50)',
    ]);
    const beta = within(table).getByRole('row', { name: /Crèche Beta/ });
    expect(
      within(beta)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['65 %, à surveiller (50 à 79)', '—, non évalué']);
    // Not colour alone: the two bands below target carry a pattern, different from each other.
    expect(cells[1]!.style.backgroundImage).toContain('repeating-linear-gradient');
    expect(within(beta).getAllByRole('cell')[0]!.style.backgroundImage).not.toBe(cells[1]!.style.backgroundImage);
    expect(screen.getByRole('list', { name: 'Légende de la carte de chaleur' }).children).toHaveLength(4);
  });
});
