import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** An import adds to the library, and to the client's forms and categories. */
const IMPORTED = [orpc.library.key(), orpc.forms.key(), orpc.categories.key()];

/** Imports a portable JSON file: into one's client, or (ADMIN) the shared library or a chosen client. */
export function useImportLibrary() {
  return useInvalidatingMutation(orpc.library.import.mutationOptions(), IMPORTED);
}

/** ADMIN: (re)imports the default French library into the shared library; nothing is duplicated. */
export function useImportDefaultLibrary() {
  return useInvalidatingMutation(orpc.library.importDefault.mutationOptions(), IMPORTED);
}

/** GET /clients (SPEC §7): the clients an ADMIN may import into. */
export function useImportClients(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
  });
}
