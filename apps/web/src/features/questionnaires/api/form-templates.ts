import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, orpc } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/download.ts';

/** The template documents authors attach to a form; readers download them from the library. */
export function useFormTemplates(formId: string) {
  return useQuery(orpc.documents.listTemplates.queryOptions({ input: { formId } }));
}

function useInvalidateTemplates(formId: string) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      queryKey: orpc.documents.listTemplates.queryKey({ input: { formId } }),
    });
}

export function useUploadTemplate(formId: string) {
  return useMutation(orpc.documents.uploadTemplate.mutationOptions({ onSuccess: useInvalidateTemplates(formId) }));
}

export function useDeleteTemplate(formId: string) {
  return useMutation(orpc.documents.remove.mutationOptions({ onSuccess: useInvalidateTemplates(formId) }));
}

export function useDownloadTemplateFile() {
  return useMutation({
    mutationFn: async (document: { id: string; name: string }) =>
      saveBlob(await client.documents.download({ id: document.id }), document.name),
  });
}
