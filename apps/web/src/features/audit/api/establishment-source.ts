import type { Establishment } from '@qc/shared/establishments/schemas';
import { PICKER_PAGE_SIZE, type SearchPickerSource } from '@/components/ui/search-picker-data.ts';
import { orpc } from '@/lib/api-client.ts';

/**
 * The journal's establishment filter: GET /establishments?search= (the caller's scope, an ADMIN may see
 * thousands), one small page at a time; GET /establishments/{id} names the chosen one.
 */
export const auditEstablishmentSource: SearchPickerSource<Establishment> = {
  search: (search) =>
    orpc.establishments.list.queryOptions({ input: { search: search || undefined, pageSize: PICKER_PAGE_SIZE } }),
  getById: (id) => orpc.establishments.get.queryOptions({ input: { id } }),
  toOption: (establishment) => ({
    value: establishment.id,
    label: establishment.name,
    description: [establishment.city, establishment.clientName].filter(Boolean).join(' · '),
  }),
};
