import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authWrite, refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';
import { useProfileStore } from '@/stores/profile-store.ts';

/** better-auth delete-user: sessions end, personal data are anonymised by the server (DESIGN §2). */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (email: string) => {
      await authWrite(authClient.deleteUser());
      useProfileStore.getState().removeProfile(email);
    },
    onSuccess: async () => {
      notify.success('Votre compte a été supprimé.');
      await refreshAfterAuthChange({ userChanged: true });
      await navigate({ to: '/auth/login', replace: true });
    },
    onError: () => notify.error('Impossible de supprimer votre compte.'),
  });
}
