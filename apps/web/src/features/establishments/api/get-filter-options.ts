import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { namedPickerSource } from '@/lib/picker-source.ts';

/** `clientName` tells apart the legal entities of several clients (an ADMIN's choice). */
export type Option = { value: string; label: string; clientId: string; clientName?: string };

/**
 * The legal entities whoever has legal-entity:read picks from, searched on the
 * server (an ADMIN may see thousands): GET /legal-entities?search= (of one
 * client when given), and GET /legal-entities/{id} for the chosen one.
 */
export function getLegalEntitySource(options: { clientId?: string | undefined; showClient: boolean }) {
  return namedPickerSource(
    (page) => orpc.legalEntities.list.queryOptions({ input: { clientId: options.clientId || undefined, ...page } }),
    (id) => orpc.legalEntities.get.queryOptions({ input: { id } }),
    (entity) => (options.showClient ? `${entity.clientName} · ${entity.city}` : entity.city),
  );
}

/**
 * A DIRECTOR has no legal-entity:read: DESIGN §3's « legal entities of the
 * establishments already in its scope » come from its establishments
 * (GET /establishments), one option per legal entity: a short list, kept native.
 */
export function useOwnLegalEntityOptions(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.establishments.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
    select: (data): Option[] => {
      const byId = new Map<string, Option>();
      for (const item of data.items) {
        byId.set(item.legalEntityId, {
          value: item.legalEntityId,
          label: item.legalEntityName,
          clientId: item.clientId,
          clientName: item.clientName,
        });
      }
      return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label, 'fr'));
    },
  });
}
