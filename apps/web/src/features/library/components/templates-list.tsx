import { Download, FileText } from 'lucide-react';
import { InlineQueryState } from '@/components/admin/inline-query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDownloadTemplate } from '../api/download-files.ts';
import { useTemplates } from '../api/get-templates.ts';

const formatSize = (size: number) =>
  size < 1024 * 1024
    ? `${Math.max(1, Math.round(size / 1024))} Ko`
    : `${(size / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;

/** The form's template documents (a model règlement, a protocol…), each downloadable. */
export function TemplatesList({ formId }: { formId: string }) {
  const templates = useTemplates(formId);
  const download = useDownloadTemplate();
  return (
    <section aria-labelledby="templates-title" className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <h2 id="templates-title" className="text-lg font-semibold">
        Documents modèles
      </h2>
      <InlineQueryState
        query={templates}
        loading={{ label: 'Chargement des documents modèles', className: 'h-8' }}
        empty="Aucun document modèle pour ce questionnaire."
      >
        {(data) => (
          <ul aria-label="Documents modèles" className="grid divide-y divide-border">
            {data.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-2 py-2">
                <FileText className="size-4 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 break-words">{document.name}</span>
                <span className="text-xs text-muted-foreground">{formatSize(document.size)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Télécharger ${document.name}`}
                  disabled={download.isPending && download.variables.id === document.id}
                  onClick={() =>
                    download.mutate(document, { onError: (failure) => notify.error(getErrorMessage(failure)) })
                  }
                >
                  <Download aria-hidden />
                  Télécharger
                </Button>
              </li>
            ))}
          </ul>
        )}
      </InlineQueryState>
    </section>
  );
}
