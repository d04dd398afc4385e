import { orpc } from '@/lib/api-client.ts';
import { invalidatingHook } from '@/lib/invalidating-mutation.ts';

const CLIENTS = [orpc.clients.key()];
/** The mutation ends on the refreshed list (the dialog closes on it). */
const AWAITED = { awaitRefetch: true };

/** POST /clients (client:manage-admin). */
export const useCreateClient = invalidatingHook(orpc.clients.create, CLIENTS, AWAITED);

/** PUT /clients/{id} (client:manage). */
export const useUpdateClient = invalidatingHook(orpc.clients.update, CLIENTS, AWAITED);

/** DELETE /clients/{id} (client:manage-admin). */
export const useDeleteClient = invalidatingHook(orpc.clients.remove, CLIENTS, AWAITED);
