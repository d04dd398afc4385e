import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useFormVersions(id: string) {
  return useQuery(orpc.forms.versions.queryOptions({ input: { id } }));
}
