import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { authWrite, refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';

export type ProfileInput = { firstName: string; lastName: string };

/** better-auth update-user: the user edits their own first and last names only. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => authWrite(authClient.updateUser(input)),
    onSuccess: async () => {
      notify.success('Votre profil est enregistré.');
      await Promise.all([
        refreshAfterAuthChange({ userChanged: false }),
        queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
      ]);
    },
    onError: () => notify.error('Impossible d’enregistrer votre profil.'),
  });
}
