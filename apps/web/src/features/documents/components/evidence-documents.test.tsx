import type { EvidenceDocument } from '@qc/shared/documents/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let items: EvidenceDocument[] = [];
vi.mock('../api/get-evidence.ts', () => ({
  useEvidence: () => ({ data: items, isPending: false, isError: false, error: null, refetch: vi.fn() }),
}));
vi.mock('@/stores/establishment-store.ts', () => ({ useEstablishmentStore: () => vi.fn() }));
// A link is rendered as an anchor naming its search, enough to tell where it goes.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, search, ...props }: { children: ReactNode; search?: { renew?: string } }) => (
    <a href="#" data-renew={search?.renew} {...(props as object)}>
      {children}
    </a>
  ),
}));

const { EvidenceDocuments } = await import('./evidence-documents.tsx');

function dayFromToday(days: number): string {
  const date = new Date(`${getParisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function proof(overrides: Partial<EvidenceDocument>): EvidenceDocument {
  return {
    id: 'd1',
    name: 'arrete.pdf',
    mimeType: 'application/pdf',
    size: 655,
    sha256: 'x',
    type: null,
    validUntil: null,
    isExpired: false,
    establishmentId: 'e1',
    formId: 'f1',
    uploadedByName: 'Bruno Garnier',
    createdAt: '2026-11-01T10:00:00Z',
    replacedById: null,
    answers: [],
    actions: [],
    ...overrides,
  };
}

afterEach(cleanup);

describe('EvidenceDocuments', () => {
  it('flags a proof about to lapse and offers to renew it to those who manage documents (issue 17 item 4)', () => {
    items = [proof({ id: 'soon', validUntil: dayFromToday(25) })];
    render(<EvidenceDocuments establishmentId="e1" establishment={undefined} canManage />);
    expect(screen.getByText('expire dans 25 jours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renouveler arrete.pdf' }).dataset.renew).toBe('soon');
  });

  it('offers no renewal without document:manage, nor for a proof already replaced', () => {
    items = [proof({ id: 'soon', validUntil: dayFromToday(25) })];
    render(<EvidenceDocuments establishmentId="e1" establishment={undefined} canManage={false} />);
    expect(screen.queryByRole('link', { name: 'Renouveler arrete.pdf' })).toBeNull();
    cleanup();

    items = [proof({ id: 'old', validUntil: dayFromToday(25), replacedById: 'new' })];
    render(<EvidenceDocuments establishmentId="e1" establishment={undefined} canManage />);
    expect(screen.getByText('Remplacé')).toBeTruthy();
    expect(screen.queryByText('expire dans 25 jours')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Renouveler arrete.pdf' })).toBeNull();
  });
});
