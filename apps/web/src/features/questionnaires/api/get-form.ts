import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** A form with the questions of one version (the current one unless `version` is given). */
export function getFormQueryOptions(id: string, version?: number) {
  return orpc.forms.get.queryOptions({ input: version === undefined ? { id } : { id, version } });
}

export function useForm(id: string, version?: number) {
  return useQuery(getFormQueryOptions(id, version));
}
