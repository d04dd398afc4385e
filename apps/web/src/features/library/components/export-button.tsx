import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useExportLibrary } from '../api/download-files.ts';

type ExportButtonProps = { type: 'form' | 'category'; id: string; name: string; size?: 'sm' | 'default' };

/** Downloads the form (with its questions) or the whole category as a portable JSON file. */
export function ExportButton({ type, id, name, size = 'default' }: ExportButtonProps) {
  const exportLibrary = useExportLibrary();
  const what = type === 'form' ? 'le questionnaire' : 'la catégorie';
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={`Exporter ${what} « ${name} » (JSON)`}
      disabled={exportLibrary.isPending}
      onClick={() =>
        exportLibrary.mutate({ type, id, name }, { onError: (error) => notify.error(getErrorMessage(error)) })
      }
    >
      <Download aria-hidden />
      {exportLibrary.isPending ? 'Export…' : 'Exporter (JSON)'}
    </Button>
  );
}
