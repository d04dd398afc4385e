import { DOCUMENT_MESSAGES, MAX_FILE_SIZE } from '@qc/shared/documents/schemas';
import type { ImportSummary } from '@qc/shared/library/contract';
import { userHasPermission } from '@qc/shared/permissions';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useImportClients, useImportDefaultLibrary, useImportLibrary } from '../api/import-library.ts';
import { describeImportSummary, getImportIssues } from '../import-summary.ts';

const INVALID_JSON = 'Ce fichier n’est pas un fichier JSON valide';

async function readJson(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error(INVALID_JSON);
  }
}

function ImportResult({ summary }: { summary: ImportSummary }) {
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
      <p className="font-medium">Import terminé</p>
      {describeImportSummary(summary).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** Imports a portable JSON file (a form, a category, or the whole default library). */
export function ImportDialog() {
  const user = useCurrentUser();
  const isAdmin = userHasPermission(user, 'library:manage');
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [owner, setOwner] = useState('');
  const [issues, setIssues] = useState<string[]>([]);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [isReading, setIsReading] = useState(false);
  const importLibrary = useImportLibrary();
  const importDefault = useImportDefaultLibrary();
  const clients = useImportClients({ enabled: isOpen && isAdmin });
  const isImporting = isReading || importLibrary.isPending;

  const onDone = (result: ImportSummary) => {
    setSummary(result);
    setIssues([]);
    notify.success('Import terminé.');
  };
  const onError = (error: unknown) => {
    const found = getImportIssues(error);
    if (found.length > 0) return setIssues(found);
    const status = getErrorStatus(error);
    if (status === 400) return setIssues([getErrorMessage(error)]);
    notify.error(getErrorMessage(error));
  };

  const submit = async () => {
    setSummary(null);
    if (!file) return setIssues([DOCUMENT_MESSAGES.fileRequired]);
    if (file.size === 0) return setIssues([DOCUMENT_MESSAGES.fileEmpty]);
    if (file.size > MAX_FILE_SIZE) return setIssues([DOCUMENT_MESSAGES.fileTooLarge]);
    setIsReading(true);
    let content: unknown;
    try {
      content = await readJson(file);
    } catch {
      return setIssues([INVALID_JSON]);
    } finally {
      setIsReading(false);
    }
    importLibrary.mutate(
      { file: content, ...(isAdmin ? { clientId: owner || null } : {}) },
      { onSuccess: onDone, onError },
    );
  };

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setSummary(null);
      setIssues([]);
      setFile(null);
    }
  };

  return (
    <FormDialog
      form={{ isOpen, onOpenChange, close: () => onOpenChange(false) }}
      trigger={
        <Button variant="outline">
          <Upload aria-hidden />
          Importer un fichier JSON
        </Button>
      }
      title="Importer dans la bibliothèque"
      description={
        <>
          Un fichier exporté depuis Qualité &amp; Conformité : un questionnaire, une catégorie ou une bibliothèque
          entière. Importer deux fois le même fichier ne crée pas de doublon.
        </>
      }
      onSubmit={() => void submit()}
      isPending={isImporting}
      isBusy={importDefault.isPending}
      submitLabel="Importer"
      pendingLabel="Import…"
      formClassName="grid gap-4"
      footerClassName="flex-wrap"
      secondaryAction={
        isAdmin ? (
          <Button
            type="button"
            variant="ghost"
            disabled={isImporting || importDefault.isPending}
            onClick={() => {
              setSummary(null);
              importDefault.mutate(undefined, { onSuccess: onDone, onError });
            }}
          >
            {importDefault.isPending ? 'Import…' : 'Réimporter la bibliothèque par défaut'}
          </Button>
        ) : null
      }
    >
      <Field id="import-file" label="Fichier JSON" error={issues.length === 1 ? issues[0] : undefined}>
        <Input
          id="import-file"
          type="file"
          accept=".json,application/json"
          aria-invalid={issues.length > 0}
          aria-describedby={issues.length > 0 ? 'import-file-error' : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setIssues([]);
            setSummary(null);
          }}
        />
      </Field>
      {issues.length > 1 ? (
        <div id="import-file-error" role="alert" className="grid gap-1 text-xs text-destructive">
          <p className="font-medium">Le fichier n’a pas été importé :</p>
          <ul className="list-disc pl-5">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {isAdmin ? (
        <Field
          id="import-owner"
          label="Importer dans"
          hint="La bibliothèque partagée est visible par tous les clients."
          error={clients.isError ? 'Impossible de charger les clients.' : undefined}
        >
          <NativeSelect
            id="import-owner"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            placeholder="Bibliothèque partagée"
            options={(clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }))}
          />
        </Field>
      ) : (
        <p className="text-sm text-muted-foreground">Les questionnaires importés appartiendront à votre client.</p>
      )}
      {summary ? <ImportResult summary={summary} /> : null}
    </FormDialog>
  );
}
