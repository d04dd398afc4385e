import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authRead, authWrite, refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';
import { useProfileStore } from '@/stores/profile-store.ts';

/** better-auth's multi-session list: the accounts signed in on this browser (not an oRPC call). */
export const deviceSessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'device-sessions'],
  queryFn: async () => (await authRead(authClient.multiSession.listDeviceSessions(), 'Sessions illisibles')) ?? [],
});

export function useDeviceSessions(enabled: boolean) {
  return useQuery({ ...deviceSessionsQueryOptions, enabled });
}

/**
 * `sessionToken` carries the session id: the API never gives tokens to scripts and
 * turns the id back into the token of a session this browser holds (issue 12 item 10).
 */
type DeviceSessionTarget = { sessionToken: string; email: string };

/** better-auth's write on one of this browser's sessions, then the profile store's change for its account. */
function sessionWrite(write: 'setActive' | 'revoke', updateProfiles: (email: string) => void) {
  return async ({ sessionToken, email }: DeviceSessionTarget) => {
    await authWrite(authClient.multiSession[write]({ sessionToken }));
    updateProfiles(email);
  };
}

/** Makes another signed-in account the active one (SPEC §4: a set-active re-reads the session). */
export function useSwitchProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: sessionWrite('setActive', (email) => useProfileStore.getState().setActiveProfile(email)),
    onSuccess: async (_data, { email }) => {
      await refreshAfterAuthChange({ userChanged: true });
      await router.navigate({ to: '/' });
      await router.invalidate();
      notify.success(`Profil actif : ${email}`);
    },
    onError: () => notify.error('Impossible de changer de profil.'),
  });
}

/** Signs one account out of this browser; the others stay signed in. */
export function useRevokeProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: sessionWrite('revoke', (email) => useProfileStore.getState().removeProfile(email)),
    onSuccess: async (_data, { email }) => {
      notify.success(`${email} est déconnecté.`);
      await refreshAfterAuthChange({ userChanged: true });
      const session = await authClient.getSession();
      if (!session.data) return void (await router.navigate({ to: '/auth/login' }));
      await router.invalidate();
    },
    onError: () => notify.error('Impossible de déconnecter ce compte.'),
  });
}
