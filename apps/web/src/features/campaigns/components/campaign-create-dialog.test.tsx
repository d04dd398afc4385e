import { defaultAcceptCompletedSince } from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const forms = {
  isPending: false,
  isError: false,
  isSuccess: true,
  data: {
    items: [
      { id: 'f1', name: 'Projet d’établissement', categoryName: 'Projet et pilotage' },
      { id: 'f2', name: 'Analyse des pratiques professionnelles', categoryName: 'Pratiques' },
      { id: 'f3', name: 'Charte nationale pour l’accueil du jeune enfant', categoryName: 'Pratiques' },
      { id: 'f4', name: 'Règlement de fonctionnement', categoryName: 'Projet et pilotage' },
      { id: 'f5', name: 'Questionnaire maison', categoryName: null },
    ],
  },
};
const sites = {
  isPending: false,
  isError: false,
  isSuccess: true,
  data: { items: [{ id: 'e1', name: 'Crèche A1', city: 'Paris' }] },
};
const mutate = vi.fn();
vi.mock('../api/campaigns.ts', () => ({
  useCampaignForms: () => forms,
  useCampaignEstablishments: () => sites,
  useCreateCampaign: () => ({ mutate, isPending: false }),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { CampaignCreateDialog } = await import('./campaign-create-dialog.tsx');

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

function open() {
  render(<CampaignCreateDialog />);
  fireEvent.click(screen.getByRole('button', { name: 'Lancer une campagne' }));
}

const checked = (name: string) => screen.getByRole('checkbox', { name }).getAttribute('aria-checked');

describe('CampaignCreateDialog', () => {
  it('groups the forms by category, each group a fieldset named by its legend, « Sans catégorie » last', () => {
    open();
    const groups = screen
      .getAllByRole('group')
      .filter((group) => group.closest('fieldset')?.parentElement?.closest('fieldset'));
    expect(groups.map((group) => group.querySelector('legend')?.firstChild?.textContent?.trim())).toEqual([
      'Pratiques',
      'Projet et pilotage',
      'Sans catégorie',
    ]);
    const practices = screen.getByRole('group', { name: /^Pratiques/ });
    expect(
      within(practices)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.closest('li')?.textContent),
    ).toEqual([
      'Tout sélectionner : Pratiques',
      'Analyse des pratiques professionnelles',
      'Charte nationale pour l’accueil du jeune enfant',
    ]);
  });

  it('selects a whole group, then every form, and unselects them, with « Tout sélectionner »', () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner : Pratiques' }));
    expect(checked('Analyse des pratiques professionnelles')).toBe('true');
    expect(checked('Charte nationale pour l’accueil du jeune enfant')).toBe('true');
    expect(checked('Projet d’établissement')).toBe('false');
    expect(screen.getByText('Questionnaires demandés (2 choisis)')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('Questionnaires demandés (5 choisis)')).toBeTruthy();
    expect(checked('Tout sélectionner : Projet et pilotage')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner : Projet et pilotage' }));
    expect(screen.getByText('Questionnaires demandés (3 choisis)')).toBeTruthy();
    expect(checked('Tout sélectionner')).toBe('false');
  });

  it('shows the day from which finished evaluations count (12 months back) and sends it', () => {
    open();
    const since = screen.getByLabelText('Compter les auto-évaluations terminées depuis le') as HTMLInputElement;
    expect(since.value).toBe(defaultAcceptCompletedSince(getParisToday()));
    expect(since.max).toBe(getParisToday());
    expect(screen.getByText(/Par défaut, les 12 derniers mois/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nom de la campagne'), { target: { value: 'Campagne 2026' } });
    fireEvent.change(screen.getByLabelText('Échéance (dernier jour)'), { target: { value: '2099-12-31' } });
    fireEvent.change(since, { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Projet d’établissement' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Crèche A1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la campagne' }));
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ formIds: ['f1'], establishmentIds: ['e1'], acceptCompletedSince: '2026-01-01' }),
      expect.anything(),
    );
  });

  it('searches names and categories, and says when a search finds no form or no site', () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un questionnaire' }), {
      target: { value: 'pilotage' },
    });
    expect(screen.getAllByRole('group', { name: /Projet et pilotage/ })).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: 'Analyse des pratiques professionnelles' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner (questionnaires affichés)' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un questionnaire' }), {
      target: { value: 'hygiène' },
    });
    expect(screen.getByText('Aucun questionnaire ne correspond à cette recherche.')).toBeTruthy();
  });
});
