import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authRead, authWrite, refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';
import { useProfileStore } from '@/stores/profile-store.ts';

/** The signed-in user's open sessions on every device (better-auth list-sessions). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: async () => (await authRead(authClient.listSessions(), 'Sessions illisibles')) ?? [],
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authWrite(authClient.revokeOtherSessions()),
    onSuccess: async () => {
      notify.success('Vos autres sessions sont fermées.');
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
    onError: () => notify.error('Impossible de fermer les autres sessions.'),
  });
}

export function useRevokeAllSessions() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authWrite(authClient.revokeSessions()),
    onSuccess: async () => {
      const email = useProfileStore.getState().activeEmail;
      if (email) useProfileStore.getState().removeProfile(email);
      notify.success('Toutes vos sessions sont fermées.');
      await refreshAfterAuthChange({ userChanged: true });
      await navigate({ to: '/auth/login' });
    },
    onError: () => notify.error('Impossible de fermer vos sessions.'),
  });
}
