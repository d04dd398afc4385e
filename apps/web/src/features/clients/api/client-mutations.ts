import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

const CLIENTS = [orpc.clients.key()];
/** The mutation ends on the refreshed list (the dialog closes on it). */
const AWAITED = { awaitRefetch: true };

/** POST /clients (client:manage-admin). */
export function useCreateClient() {
  return useInvalidatingMutation(orpc.clients.create.mutationOptions(), CLIENTS, AWAITED);
}

/** PUT /clients/{id} (client:manage). */
export function useUpdateClient() {
  return useInvalidatingMutation(orpc.clients.update.mutationOptions(), CLIENTS, AWAITED);
}

/** DELETE /clients/{id} (client:manage-admin). */
export function useDeleteClient() {
  return useInvalidatingMutation(orpc.clients.remove.mutationOptions(), CLIENTS, AWAITED);
}
