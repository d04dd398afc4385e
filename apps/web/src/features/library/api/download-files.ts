import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client.ts';
import { saveBlob, toFileName } from '@/lib/download.ts';

const toJsonBlob = (value: unknown) =>
  new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json;charset=utf-8' });

/** Exports a form (with its questions) or a whole category as a portable JSON file. */
export function useExportLibrary() {
  return useMutation({
    mutationFn: async (target: { type: 'form' | 'category'; id: string; name: string }) => {
      const file =
        target.type === 'form'
          ? await client.library.exportForm({ id: target.id })
          : await client.library.exportCategory({ id: target.id });
      saveBlob(toJsonBlob(file), toFileName(target.name, 'json'));
    },
  });
}

/** Downloads one template document under its own name. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async (document: { id: string; name: string }) => {
      const file = await client.documents.download({ id: document.id });
      saveBlob(file, document.name);
    },
  });
}
