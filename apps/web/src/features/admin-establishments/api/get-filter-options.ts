import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { userHasPermission, type PermissionHolder } from '@qc/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** `clientName` tells apart the legal entities of several clients (an ADMIN's choice). */
export type Option = { value: string; label: string; clientId: string; clientName?: string };

/** GET /clients: the clients an ADMIN filters by or creates for (first 200, by name). */
export function useClientOptions(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
    select: (data): Option[] =>
      data.items.map((client) => ({ value: client.id, label: client.name, clientId: client.id })),
  });
}

/**
 * The legal entities the caller may pick. With legal-entity:read, GET /legal-entities
 * (of one client when given); a DIRECTOR has no legal-entity:read, so DESIGN §3's
 * « legal entities of the establishments already in its scope » come from its
 * establishments (GET /establishments), one option per legal entity.
 */
export function useLegalEntityOptions(user: PermissionHolder, clientId?: string) {
  const canReadLegalEntities = userHasPermission(user, 'legal-entity:read');
  const fromLegalEntities = useQuery({
    ...orpc.legalEntities.list.queryOptions({ input: { clientId: clientId || undefined, pageSize: MAX_PAGE_SIZE } }),
    enabled: canReadLegalEntities,
    select: (data): Option[] =>
      data.items.map((entity) => ({
        value: entity.id,
        label: entity.name,
        clientId: entity.clientId,
        clientName: entity.clientName,
      })),
  });
  const fromEstablishments = useQuery({
    ...orpc.establishments.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: !canReadLegalEntities,
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
  return canReadLegalEntities ? fromLegalEntities : fromEstablishments;
}
