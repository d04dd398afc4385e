import type { FormVersionChanges } from '@qc/shared/library/change-schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VersionChanges } from './form-changes.tsx';

afterEach(cleanup);

const note = (libraryVersion: string, reason: string) => ({
  change: 'Intitulé et aide précisés.',
  reason,
  sources: ['Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2'],
  libraryVersion,
  libraryDate: '2026-11-23',
});

// A version made by a start-up at 2026.11 on the files of 2026.11.2: it brings 2026.11.1's change too.
const version: FormVersionChanges = {
  version: 2,
  createdAt: '2026-11-24T00:00:00.000Z',
  libraryVersion: '2026.11.2',
  libraryDate: '2026-11-23',
  libraryVersions: ['2026.11.1', '2026.11.2'],
  notes: [],
  questions: [
    {
      key: 'eaje-locaux-equipements-06',
      label: 'Plans de change',
      status: 'MODIFIED',
      fields: [{ field: 'label', before: 'Avant', after: 'Après' }],
      notes: [note('2026.11.1', 'La règle se lit par tranche complète de 10 places (annexe III.2.1).')],
    },
  ],
};

describe('VersionChanges', () => {
  it('names the skipped release a version brings, and the release of each of its reasons (issue 14)', () => {
    render(
      <ol>
        <VersionChanges version={version} />
      </ol>,
    );
    screen.getByRole('heading', { name: 'Version 2 — bibliothèque 2026.11.2 du 23 novembre 2026' });
    screen.getByText('Cette version reprend aussi les changements de la bibliothèque 2026.11.1.');
    const change = within(screen.getByRole('list', { name: 'Changements de la version 2' }));
    change.getByText('Bibliothèque 2026.11.1 du 23 novembre 2026');
    change.getByText(/annexe III\.2\.1/);
  });

  it('does not repeat the version’s own release on its notes', () => {
    render(
      <ol>
        <VersionChanges
          version={{
            ...version,
            libraryVersion: '2026.11.1',
            libraryVersions: ['2026.11.1'],
          }}
        />
      </ol>,
    );
    expect(screen.queryByText(/reprend aussi/)).toBeNull();
    expect(screen.queryByText(/^Bibliothèque 2026\.11\.1/)).toBeNull();
    screen.getByText(/annexe III\.2\.1/);
  });
});
