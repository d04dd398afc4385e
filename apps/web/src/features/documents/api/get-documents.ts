import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{establishmentId}/documents: sorted by type, newest first, each flagged when expired. */
export function getDocumentsQueryOptions(establishmentId: string) {
  return orpc.documents.listForEstablishment.queryOptions({ input: { establishmentId } });
}

export function useDocuments(establishmentId: string) {
  return useQuery(getDocumentsQueryOptions(establishmentId));
}

/** The download is a plain link: the server checks the caller's scope and answers the bytes. */
export function getDocumentDownloadUrl(id: string) {
  return `/api/v1/documents/${encodeURIComponent(id)}/download`;
}
