import type { Form } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { getSourceStatus } from '../source-status.ts';
import { SourceChangesLink } from '@/components/library/source-changes-link.tsx';
import { UpdateCopyButton } from '@/components/library/update-copy-button.tsx';

/**
 * A copy remembers its source: say so, and when the source has moved on to a
 * newer version, say which, link to what changed since the copy, and let its
 * author take the changes (ADR 029).
 */
export function SourceNotice({ form, canUpdate = false }: { form: Form; canUpdate?: boolean }) {
  const status = getSourceStatus(form);
  if (status === 'not-a-copy' || !form.sourceFormId) return null;
  const sourceLink = (
    <Link to="/librairy/form/$id" params={{ id: form.sourceFormId }} className="font-medium underline">
      Voir le questionnaire d’origine
    </Link>
  );
  if (status === 'up-to-date') {
    return (
      <p className="text-sm text-muted-foreground">
        Copie de la version {form.sourceVersion} d’un questionnaire de la bibliothèque partagée. {sourceLink}
      </p>
    );
  }
  return (
    <div
      role="status"
      aria-label="Le questionnaire d’origine a changé"
      className="flex flex-wrap items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        Ce questionnaire est une copie de la version {form.sourceVersion} d’un questionnaire de la bibliothèque
        partagée, qui en est maintenant à la version {form.sourceLatestVersion}.{' '}
        <SourceChangesLink sourceFormId={form.sourceFormId} sourceVersion={form.sourceVersion} />
      </p>
      {canUpdate && form.sourceVersion !== null ? (
        <UpdateCopyButton formId={form.id} sourceVersion={form.sourceVersion} />
      ) : null}
    </div>
  );
}
