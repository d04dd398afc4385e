import type { Establishment } from '@qc/shared/establishments/schemas';
import { PICKER_PAGE_SIZE, type SearchPickerSource } from '@/components/ui/search-picker-data.ts';
import { orpc } from '@/lib/api-client.ts';

/**
 * The establishments a user may be attached to, searched on the server (an
 * ADMIN may see thousands): the chosen client's (GET /clients/{clientId}/establishments)
 * when a client is chosen, else the caller's own list (GET /establishments/user/{self});
 * GET /establishments/{id} names the chosen one.
 */
export function getAssignableEstablishmentSource(options: { userId: string; clientId: string; showClient: boolean }) {
  const source: SearchPickerSource<Establishment> = {
    search: (search) => {
      const list = { search: search || undefined, pageSize: PICKER_PAGE_SIZE };
      return options.clientId
        ? orpc.establishments.listForClient.queryOptions({ input: { clientId: options.clientId, ...list } })
        : orpc.establishments.listForUser.queryOptions({ input: { userId: options.userId, ...list } });
    },
    getById: (id) => orpc.establishments.get.queryOptions({ input: { id } }),
    toOption: (establishment) => ({
      value: establishment.id,
      label: establishment.name,
      description: options.showClient ? `${establishment.clientName} · ${establishment.city}` : establishment.city,
    }),
  };
  return source;
}
