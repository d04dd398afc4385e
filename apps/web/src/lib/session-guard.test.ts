import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useProfileStore } from '@/stores/profile-store.ts';
import { queryClient } from './query-client.ts';
import { ensureAuthenticated } from './session-guard.ts';
import { notifyGuard } from './toast.ts';

vi.mock('./toast.ts', () => ({ notifyGuard: vi.fn() }));

const session = {
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z', token: 'secret-token' },
  user: { id: 'u1', email: 'claire@example.fr' },
};
const self = {
  id: 'u1',
  email: 'claire@example.fr',
  name: 'Claire Martin',
  firstName: 'Claire',
  lastName: 'Martin',
  roles: ['DIRECTOR'],
  permissions: [],
  clientId: 'c1',
  establishmentId: 'e1',
};
const establishment = (id: string) => ({
  id,
  name: `Crèche ${id}`,
  clientId: 'c1',
  clientName: 'Association',
  legalEntityId: 'l1',
  legalEntityName: 'Entité',
  address: '1 rue',
  postalCode: '75011',
  city: 'Paris',
});

type Lists = { firstPage: { items: unknown[]; total: number }; bySearch?: { items: unknown[]; total: number } };

function mockServer(options: { hasSession: boolean; lists: Lists }) {
  vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue(options.hasSession ? session : null);
  vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (query: { queryKey: readonly unknown[] }) => {
    const [path, params] = query.queryKey as [string[], { input?: { search?: string } }];
    if (path.join('.') === 'users.self') return self;
    return params.input?.search ? options.lists.bySearch : options.lists.firstPage;
  });
}

describe('ensureAuthenticated (SPEC §2)', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.mocked(notifyGuard).mockClear();
    localStorage.clear();
    useProfileStore.getState().clearProfiles();
    useEstablishmentStore.getState().clearSelectedEstablishment();
  });

  it('without a session: SPEC §6 toast and login with the asked page', async () => {
    mockServer({ hasSession: false, lists: { firstPage: { items: [], total: 0 } } });
    const thrown = await ensureAuthenticated({ href: '/users/?search=a', preload: false }).catch((error) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect(thrown.options).toMatchObject({ to: '/auth/login', search: { redirect: '/users/?search=a' } });
    expect(notifyGuard).toHaveBeenCalledWith('Vous devez être connecté pour accéder à cette page');
  });

  it('stores the profile without the token, then keeps the selected establishment', async () => {
    useEstablishmentStore.getState().setSelectedEstablishment(establishment('e2'));
    mockServer({
      hasSession: true,
      lists: { firstPage: { items: [establishment('e1'), establishment('e2')], total: 2 } },
    });
    await ensureAuthenticated({ href: '/', preload: false });
    expect(useProfileStore.getState().activeEmail).toBe('claire@example.fr');
    expect(localStorage.getItem('profil')).not.toContain('secret-token');
    expect(useEstablishmentStore.getState().selectedEstablishment?.id).toBe('e2');
  });

  it('chooses the first establishment when the selected one is gone, none when the list is empty', async () => {
    useEstablishmentStore.getState().setSelectedEstablishment(establishment('gone'));
    mockServer({ hasSession: true, lists: { firstPage: { items: [establishment('e1')], total: 1 } } });
    await ensureAuthenticated({ href: '/', preload: false });
    expect(useEstablishmentStore.getState().selectedEstablishment?.id).toBe('e1');

    vi.restoreAllMocks();
    mockServer({ hasSession: true, lists: { firstPage: { items: [], total: 0 } } });
    await ensureAuthenticated({ href: '/', preload: false });
    expect(useEstablishmentStore.getState().selectedEstablishment).toBeNull();
  });

  it('finds the kept establishment beyond the first page (an ADMIN with thousands)', async () => {
    useEstablishmentStore.getState().setSelectedEstablishment(establishment('e999'));
    mockServer({
      hasSession: true,
      lists: {
        firstPage: { items: [establishment('e1')], total: 1000 },
        bySearch: { items: [establishment('e999')], total: 1 },
      },
    });
    await ensureAuthenticated({ href: '/', preload: false });
    expect(useEstablishmentStore.getState().selectedEstablishment?.id).toBe('e999');
  });
  it('asks for the profile and the remembered user’s establishments while the session check is on its way (issue 33)', async () => {
    useProfileStore.getState().addProfile({
      session: { id: 's0', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
      user: { ...self, roles: ['DIRECTOR'], permissions: [] },
    } as Parameters<ReturnType<typeof useProfileStore.getState>['addProfile']>[0]);
    const asked: string[] = [];
    vi.spyOn(queryClient, 'fetchQuery').mockImplementation((query: { queryKey: readonly unknown[] }) => {
      const [path, params] = query.queryKey as [string[] | string, { input?: { userId?: string } }];
      asked.push(Array.isArray(path) ? `${path.join('.')}:${params?.input?.userId ?? ''}` : String(path));
      return new Promise(() => {}) as never;
    });
    void ensureAuthenticated({ href: '/', preload: false });
    await Promise.resolve();
    expect(asked).toEqual(['users.self:', 'establishments.listForUser:u1', 'auth']);
  });
});
