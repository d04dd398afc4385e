import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{establishmentId}/documents: sorted by type, newest first, each flagged when expired. */
export function getDocumentsQueryOptions(establishmentId: string) {
  return orpc.documents.listForEstablishment.queryOptions({ input: { establishmentId } });
}

export function useDocuments(establishmentId: string) {
  return useQuery(getDocumentsQueryOptions(establishmentId));
}
