import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let roles = ['COLLABORATOR'];
vi.mock('@/lib/use-current-user.ts', () => ({ useCurrentUser: () => ({ roles, permissions: [] }) }));
vi.mock('./agreement-status.tsx', () => ({ AgreementStatus: () => <span>Agrément actif</span> }));

const { EstablishmentCard } = await import('./establishment-card.tsx');

const establishment = {
  id: 'e1',
  name: 'Crèche Les Lucioles',
  clientId: 'c1',
  clientName: 'Association Les Petits Pas',
  legalEntityId: 'l1',
  legalEntityName: 'Les Petits Pas Île-de-France',
  address: '14 rue Oberkampf',
  postalCode: '75011',
  city: 'Paris',
};

afterEach(cleanup);

describe('EstablishmentCard', () => {
  it('leaves the agreement out for a role that cannot read agreements, instead of « indisponible »', () => {
    roles = ['COLLABORATOR'];
    render(<EstablishmentCard establishment={establishment} />);
    expect(screen.getByText('Entité légale')).toBeTruthy();
    expect(screen.queryByText('Agrément')).toBeNull();
  });

  it('shows the agreement to a director', () => {
    roles = ['DIRECTOR'];
    render(<EstablishmentCard establishment={establishment} />);
    expect(screen.getByText('Agrément')).toBeTruthy();
    expect(screen.getByText('Agrément actif')).toBeTruthy();
  });
});
