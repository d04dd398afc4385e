import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const forms = {
  isPending: false,
  isError: false,
  isSuccess: true,
  data: {
    items: [
      { id: 'f1', name: 'Projet d’établissement' },
      { id: 'f2', name: 'Analyse des pratiques professionnelles' },
      { id: 'f3', name: 'Charte nationale pour l’accueil du jeune enfant' },
    ],
  },
};
const sites = { isPending: false, isError: false, isSuccess: true, data: { items: [] } };
vi.mock('../api/campaigns.ts', () => ({
  useCampaignForms: () => forms,
  useCampaignEstablishments: () => sites,
  useCreateCampaign: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { CampaignCreateDialog } = await import('./campaign-create-dialog.tsx');

afterEach(cleanup);

describe('CampaignCreateDialog', () => {
  it('lists the forms by name and says when a search finds no form or no site', () => {
    render(<CampaignCreateDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer une campagne' }));
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('li')?.textContent);
    expect(names).toEqual([
      'Analyse des pratiques professionnelles',
      'Charte nationale pour l’accueil du jeune enfant',
      'Projet d’établissement',
    ]);
    expect(screen.getByText('Aucun établissement.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un questionnaire' }), {
      target: { value: 'hygiène' },
    });
    expect(screen.getByText('Aucun questionnaire ne correspond à cette recherche.')).toBeTruthy();
  });
});
