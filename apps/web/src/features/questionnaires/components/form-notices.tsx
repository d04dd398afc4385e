import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import { EyeOff, History, Info, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { SourceChangesLink } from '@/components/library/source-changes-link.tsx';
import { UpdateCopyButton } from '@/components/library/update-copy-button.tsx';

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <span className="mt-0.5 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <div>{children}</div>
    </div>
  );
}

/** What the author must know before editing: old version shown, read-only, answered version, inactive. */
export function FormNotices({ form, canAuthor }: { form: FormDetail; canAuthor: boolean }) {
  const isOldVersion = form.shownVersion !== form.version;
  return (
    <>
      {isOldVersion ? (
        <Notice icon={<History />}>
          Vous consultez la version {form.shownVersion}, en lecture seule. La version actuelle est la {form.version}.{' '}
          <Link
            to="/forms/$id"
            params={{ id: form.id }}
            search={{ tab: 'questions' }}
            className="font-medium underline"
          >
            Revenir à la version actuelle
          </Link>
        </Notice>
      ) : null}
      {!canAuthor ? (
        <Notice icon={<Lock />}>
          Lecture seule :{' '}
          {form.isShared
            ? 'les questionnaires partagés sont modifiés par un administrateur.'
            : 'vous ne pouvez pas modifier ce questionnaire.'}
        </Notice>
      ) : null}
      {canAuthor && !isOldVersion && form.isVersionFrozen ? (
        <Notice icon={<Info />}>
          Ce questionnaire a déjà été utilisé : vos modifications créeront la version {form.version + 1}, les
          évaluations passées gardent la leur.
        </Notice>
      ) : null}
      {canAuthor && form.status === 'INACTIVE' ? (
        <Notice icon={<EyeOff />}>
          {form.sourceFormId
            ? 'Copie inactive : les établissements ne la voient pas et évaluent toujours le questionnaire partagé. Adaptez-la, puis activez-la avec le bouton « Activer » ci-dessus.'
            : 'Questionnaire inactif : les établissements ne le voient pas. Activez-le avec le bouton « Activer » ci-dessus pour le leur proposer.'}
        </Notice>
      ) : null}
      {form.sourceFormId && form.sourceLatestVersion && form.sourceVersion !== form.sourceLatestVersion ? (
        <Notice icon={<Info />}>
          Copie de la version {form.sourceVersion} d’un questionnaire de la bibliothèque, qui en est à la version{' '}
          {form.sourceLatestVersion}.{' '}
          <SourceChangesLink sourceFormId={form.sourceFormId} sourceVersion={form.sourceVersion} />
          {canAuthor && form.sourceVersion !== null ? (
            <div className="mt-2">
              <UpdateCopyButton formId={form.id} sourceVersion={form.sourceVersion} />
            </div>
          ) : null}
        </Notice>
      ) : null}
    </>
  );
}
