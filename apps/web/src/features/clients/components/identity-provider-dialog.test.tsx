import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The stored settings arrive when the test says so: the window in which a user could type before they land.
const stored = vi.hoisted(() => {
  let release: (value: unknown) => void = () => {};
  return {
    promise: () => new Promise((resolve) => (release = resolve)),
    release: (value: unknown) => release(value),
  };
});
vi.mock('@/lib/api-client.ts', () => ({
  orpc: {
    identityProviders: {
      key: () => ['identityProviders'],
      get: {
        queryOptions: ({ input }: { input: { clientId: string } }) => ({
          queryKey: ['identityProviders', 'get', input.clientId],
          queryFn: stored.promise,
        }),
      },
    },
  },
}));
vi.mock('@/lib/invalidating-mutation.ts', () => ({
  invalidatingHook: () => () => ({ mutate: vi.fn(), isPending: false }),
}));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { IdentityProviderDialog } = await import('./identity-provider-dialog.tsx');

afterEach(cleanup);

describe('IdentityProviderDialog', () => {
  it('keeps its fields closed while the stored settings are read, then shows them (nothing typed is overwritten)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IdentityProviderDialog clientId="c1" clientName="Les Canailles" />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fournisseur d’identité de Les Canailles' }));
    const issuer = screen.getByLabelText('Émetteur (issuer)') as HTMLInputElement;
    expect(screen.getByRole('status').textContent).toBe('Chargement de la configuration…');
    expect(issuer.matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => stored.release({ provider: null }));
    await waitFor(() => expect(issuer.matches(':disabled')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(issuer, { target: { value: 'https://login.microsoftonline.com/x/v2.0' } });
    await act(async () => {});
    expect(issuer.value).toBe('https://login.microsoftonline.com/x/v2.0');
  });
});
