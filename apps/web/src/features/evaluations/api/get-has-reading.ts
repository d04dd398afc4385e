import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Review of ADR 043, item a: the establishment's latest completed HAS questionnaires, to be read as one. */
export function useHasReading(establishmentId: string) {
  return useQuery(orpc.evaluations.hasReading.queryOptions({ input: { establishmentId } }));
}
