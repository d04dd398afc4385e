import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The establishment's documents (its own and earlier evidence), to reuse one as proof. */
export function useEstablishmentDocuments(establishmentId: string, enabled: boolean) {
  return useQuery({
    ...orpc.documents.listForEstablishment.queryOptions({ input: { establishmentId } }),
    enabled,
  });
}
