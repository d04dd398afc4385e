import { orpc } from '@/lib/api-client.ts';
import { invalidatingHook } from '@/lib/invalidating-mutation.ts';

/** A legal entity change also changes the clients' derived fields (DESIGN §3) and the establishments' names. */
const CHANGED = [orpc.legalEntities.key(), orpc.clients.key(), orpc.establishments.key()];
/** The mutation ends on the refreshed lists (the dialog closes on them). */
const AWAITED = { awaitRefetch: true };

export const useCreateLegalEntity = invalidatingHook(orpc.legalEntities.create, CHANGED, AWAITED);
export const useUpdateLegalEntity = invalidatingHook(orpc.legalEntities.update, CHANGED, AWAITED);
export const useDeleteLegalEntity = invalidatingHook(orpc.legalEntities.remove, CHANGED, AWAITED);
