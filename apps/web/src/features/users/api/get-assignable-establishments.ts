import { orpc } from '@/lib/api-client.ts';
import { namedPickerSource } from '@/lib/picker-source.ts';

/**
 * The establishments a user may be attached to, searched on the server (an
 * ADMIN may see thousands): the chosen client's (GET /clients/{clientId}/establishments)
 * when a client is chosen, else the caller's own list (GET /establishments/user/{self});
 * GET /establishments/{id} names the chosen one.
 */
export function getAssignableEstablishmentSource(options: { userId: string; clientId: string; showClient: boolean }) {
  return namedPickerSource(
    (page) =>
      options.clientId
        ? orpc.establishments.listForClient.queryOptions({ input: { clientId: options.clientId, ...page } })
        : orpc.establishments.listForUser.queryOptions({ input: { userId: options.userId, ...page } }),
    (id) => orpc.establishments.get.queryOptions({ input: { id } }),
    (establishment) =>
      options.showClient ? `${establishment.clientName} · ${establishment.city}` : establishment.city,
  );
}
