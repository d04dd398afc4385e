import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{establishmentId}/agreements (SPEC §7), for the home card's agreement status. */
export function useEstablishmentAgreements(options: { establishmentId: string; enabled: boolean }) {
  return useQuery({
    ...orpc.agreements.listForEstablishment.queryOptions({
      input: { establishmentId: options.establishmentId, pageSize: 50 },
    }),
    enabled: options.enabled,
  });
}
