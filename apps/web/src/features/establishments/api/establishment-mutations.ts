import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/**
 * Every change refreshes the establishment lists, the header switcher's included;
 * a deleted establishment's own page is not asked for again (it would answer 404).
 */
function useInvalidateEstablishments() {
  const queryClient = useQueryClient();
  return (deletedId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: orpc.establishments.key(),
        // The lists left behind (the edit page is open) are fresh again before the user goes back to them.
        refetchType: 'all',
        predicate: (query) =>
          !deletedId || query.queryHash !== hashKey(orpc.establishments.get.queryKey({ input: { id: deletedId } })),
      }),
      queryClient.invalidateQueries({ queryKey: orpc.legalEntities.key() }),
      queryClient.invalidateQueries({ queryKey: orpc.clients.key() }),
    ]);
}

export function useCreateEstablishment() {
  const invalidate = useInvalidateEstablishments();
  return useMutation(orpc.establishments.create.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useUpdateEstablishment() {
  const invalidate = useInvalidateEstablishments();
  return useMutation(orpc.establishments.update.mutationOptions({ onSuccess: () => invalidate() }));
}

export function useDeleteEstablishment() {
  const invalidate = useInvalidateEstablishments();
  return useMutation(
    orpc.establishments.remove.mutationOptions({ onSuccess: (_data, variables) => invalidate(variables.id) }),
  );
}

/** Issue 26: the regulatory profile; the evaluations in progress then say whether their applicability is outdated. */
export function useUpdateEstablishmentProfile() {
  const invalidate = useInvalidateEstablishments();
  const queryClient = useQueryClient();
  return useMutation(
    orpc.establishments.updateProfile.mutationOptions({
      onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: orpc.evaluations.key() })]),
    }),
  );
}
