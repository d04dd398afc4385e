import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orpc.library.key() });
    void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
    void queryClient.invalidateQueries({ queryKey: orpc.categories.key() });
  };
}

/** Imports a portable JSON file: into one's client, or (ADMIN) the shared library or a chosen client. */
export function useImportLibrary() {
  const invalidate = useInvalidateLibrary();
  return useMutation(orpc.library.import.mutationOptions({ onSuccess: invalidate }));
}

/** ADMIN: (re)imports the default French library into the shared library; nothing is duplicated. */
export function useImportDefaultLibrary() {
  const invalidate = useInvalidateLibrary();
  return useMutation(orpc.library.importDefault.mutationOptions({ onSuccess: invalidate }));
}

/** GET /clients (SPEC §7): the clients an ADMIN may import into. */
export function useImportClients(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
  });
}
