import type { ImportReport } from '@qc/shared/imports/schemas';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ClientPicker } from '@/components/admin/client-picker.tsx';
import { AlertDialogDescription } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { downloadImportReport, sendImport, type ImportStep } from '../api/send-import.ts';
import { ImportCounts, ImportIssues, plural } from './import-report.tsx';
import { ImportTemplates } from './import-templates.tsx';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const STEP_LABELS: Record<ImportStep, string> = {
  check: 'Vérification des lignes…',
  apply: 'Import en cours…',
  report: 'Préparation du rapport…',
};

/**
 * Issue 32: a group's legal entities, establishments, members and users from one spreadsheet. Templates to download,
 * a dry run that lists every refused row (line, column, French message), the same report as a workbook, then
 * « Importer » after a confirmation that says what will be written. An ADMIN chooses the client; a CLIENT_MASTER
 * imports into hers.
 */
export function ImportPage() {
  const user = useCurrentUser();
  const isAdmin = Boolean(user?.roles.includes('ADMIN'));
  const [clientId, setClientId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<{ clientId?: string; file?: string }>({});
  const [busy, setBusy] = useState<{ step: ImportStep; progress: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);

  const request = () => ({ file: file!, clientId: isAdmin ? clientId : undefined });

  const run = async <T,>(step: ImportStep, action: (onProgress: (percent: number) => void) => Promise<T>) => {
    setBusy({ step, progress: 0 });
    try {
      return await action((progress) => setBusy({ step, progress }));
    } catch (error) {
      const message = getErrorMessage(error);
      if (/client/i.test(message) && isAdmin) setErrors({ clientId: message });
      else setErrors({ file: message });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(isAdmin && !clientId ? { clientId: 'Veuillez sélectionner un client' } : {}),
      ...(!file ? { file: 'Veuillez choisir un fichier' } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setApplied(null);
    const checked = await run('check', (onProgress) => sendImport('check', request(), onProgress));
    if (checked) setReport(checked);
  };

  const apply = async () => {
    const done = await run('apply', (onProgress) => sendImport('apply', request(), onProgress));
    if (!done) return;
    setApplied(done);
    setReport(null);
    setFile(null);
    setInputKey((key) => key + 1);
    notify.success(`Import terminé : ${plural(done.validRows, 'ligne importée', 'lignes importées')}.`);
  };

  const toWrite = report
    ? report.tables.reduce((sum, table) => sum + table.create + table.update, 0) + report.linksToCreate
    : 0;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Importer un groupe</h1>
        <p className="text-sm text-muted-foreground">
          Entités légales, établissements (avec leur profil réglementaire), membres et utilisateurs depuis un classeur
          Excel ou des fichiers CSV. Un établissement est reconnu par son SIRET, une entité légale par son SIREN, un
          utilisateur par son email : importer deux fois le même fichier ne change rien.
        </p>
      </div>

      <ImportTemplates />

      <SectionCard
        titleId="import-check"
        title="2. Vérifier le fichier"
        description="Rien n’est enregistré : chaque ligne est contrôlée comme dans les formulaires (SIREN, SIRET, doublons, références entre feuilles)."
      >
        <form className="grid gap-4" onSubmit={check} noValidate aria-labelledby="import-check">
          <div className="grid gap-4 md:grid-cols-2">
            {isAdmin ? (
              <Field id="import-client" label="Client" error={errors.clientId}>
                <ClientPicker
                  id="import-client"
                  value={clientId}
                  onChange={(value) => {
                    setClientId(value);
                    setReport(null);
                    setErrors((current) => ({ ...current, clientId: undefined }));
                  }}
                  placeholder="Rechercher un client"
                  invalid={Boolean(errors.clientId)}
                  describedBy={errors.clientId ? 'import-client-error' : undefined}
                />
              </Field>
            ) : null}
            <Field id="import-file" label="Fichier (.xlsx ou .csv, 20 Mo au plus)" error={errors.file}>
              <Input
                key={inputKey}
                id="import-file"
                type="file"
                accept={ACCEPT}
                className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setReport(null);
                  setErrors((current) => ({ ...current, file: undefined }));
                }}
                aria-invalid={Boolean(errors.file)}
                aria-describedby={errors.file ? 'import-file-error' : undefined}
              />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy !== null}>
              <Upload aria-hidden />
              Vérifier le fichier
            </Button>
            {busy ? (
              <div className="flex min-w-60 flex-1 items-center gap-2 text-sm">
                <progress
                  className="h-2 flex-1 accent-primary"
                  max={100}
                  value={busy.progress < 100 ? busy.progress : undefined}
                  aria-label="Progression"
                />
                <span aria-live="polite">
                  {busy.progress < 100 ? `Envoi : ${busy.progress} %` : STEP_LABELS[busy.step]}
                </span>
              </div>
            ) : null}
          </div>
        </form>
      </SectionCard>

      {report ? (
        <SectionCard
          titleId="import-report"
          title="3. Rapport de vérification"
          description={`« ${report.fileName} » (${report.format}) pour ${report.clientName} : ${plural(report.totalRows, 'ligne', 'lignes')}, dont ${plural(report.validRows, 'valide', 'valides')}.`}
          contentClassName="grid gap-4"
        >
          <ImportCounts report={report} />
          <ImportIssues report={report} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => void run('report', (onProgress) => downloadImportReport(request(), onProgress))}
            >
              <FileSpreadsheet aria-hidden />
              Télécharger le rapport (Excel)
            </Button>
            <ConfirmDialog
              title="Importer ce fichier ?"
              trigger={
                <Button type="button" disabled={busy !== null || report.validRows === 0}>
                  Importer
                </Button>
              }
              confirm={(close) => (
                <Button
                  type="button"
                  onClick={() => {
                    close();
                    void apply();
                  }}
                >
                  Importer {plural(report.validRows, 'ligne', 'lignes')}
                </Button>
              )}
            >
              <AlertDialogDescription>
                {`${plural(toWrite, 'écriture', 'écritures')} chez ${report.clientName}, en une seule fois : tout ou rien.`}
                {report.invalidRows > 0
                  ? ` ${plural(report.invalidRows, 'ligne en erreur sera ignorée', 'lignes en erreur seront ignorées')}.`
                  : ''}
              </AlertDialogDescription>
            </ConfirmDialog>
          </div>
        </SectionCard>
      ) : null}

      {applied ? (
        <SectionCard
          titleId="import-done"
          title="Import terminé"
          description={`« ${applied.fileName} » importé chez ${applied.clientName} : ${plural(applied.validRows, 'ligne importée', 'lignes importées')}, ${plural(applied.linksToCreate, 'rattachement ajouté', 'rattachements ajoutés')}.`}
          contentClassName="grid gap-4"
        >
          <ImportCounts report={applied} />
          {applied.invalidRows > 0 ? <ImportIssues report={applied} /> : null}
        </SectionCard>
      ) : null}
    </div>
  );
}
