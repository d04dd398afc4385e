import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The template documents of a form (a model règlement de fonctionnement…), to download. */
export function getTemplatesQueryOptions(formId: string) {
  return orpc.documents.listTemplates.queryOptions({ input: { formId } });
}

export function useTemplates(formId: string) {
  return useQuery(getTemplatesQueryOptions(formId));
}
