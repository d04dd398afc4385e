import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useFormVersions(id: string) {
  return useQuery(rpc.forms.versions.queryOptions({ input: { id } }));
}
