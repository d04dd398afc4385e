import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The releases of the default library applied to this instance, newest first (« Nouveautés »). */
export function getLibraryReleasesQueryOptions() {
  return orpc.library.releases.queryOptions({ input: {} });
}

export function useLibraryReleases() {
  return useQuery(getLibraryReleasesQueryOptions());
}

/** What each version of a form changed, after `since` (the version a copy was made from) when given. */
export function useFormChanges(id: string, since?: number, enabled = true) {
  return useQuery({ ...orpc.library.formChanges.queryOptions({ input: { id, since } }), enabled });
}
