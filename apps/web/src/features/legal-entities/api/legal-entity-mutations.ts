import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** A legal entity change also changes the clients' derived fields (DESIGN §3) and the establishments' names. */
const CHANGED = [orpc.legalEntities.key(), orpc.clients.key(), orpc.establishments.key()];
/** The mutation ends on the refreshed lists (the dialog closes on them). */
const AWAITED = { awaitRefetch: true };

export function useCreateLegalEntity() {
  return useInvalidatingMutation(orpc.legalEntities.create.mutationOptions(), CHANGED, AWAITED);
}

export function useUpdateLegalEntity() {
  return useInvalidatingMutation(orpc.legalEntities.update.mutationOptions(), CHANGED, AWAITED);
}

export function useDeleteLegalEntity() {
  return useInvalidatingMutation(orpc.legalEntities.remove.mutationOptions(), CHANGED, AWAITED);
}
