import { orpc } from '@/lib/api-client.ts';
import { namedPickerSource } from '@/lib/picker-source.ts';

/**
 * The journal's establishment filter: GET /establishments?search= (the caller's scope, an ADMIN may see
 * thousands), one small page at a time; GET /establishments/{id} names the chosen one.
 */
export const auditEstablishmentSource = namedPickerSource(
  (page) => orpc.establishments.list.queryOptions({ input: page }),
  (id) => orpc.establishments.get.queryOptions({ input: { id } }),
  (establishment) => [establishment.city, establishment.clientName].filter(Boolean).join(' · '),
);
