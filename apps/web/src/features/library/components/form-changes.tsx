import { formatDate, formatCalendarDay } from '@qc/shared/dates';
import type { FormVersionChanges, QuestionChange, LibraryChangeNote } from '@qc/shared/library/change-schemas';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useFormChanges } from '../api/library-releases.ts';
import {
  CHANGE_FIELD_LABELS,
  CHANGE_STATUS_LABELS,
  coveredReleasesText,
  describeFieldValue,
} from '../release-labels.ts';

/**
 * Why it changed, from the library's changelog, with the citations that support it.
 * A note from another release than `release` (the version's own) names it.
 */
export function ChangeNotes({
  notes,
  release,
}: {
  notes: ReadonlyArray<LibraryChangeNote & { libraryVersion?: string; libraryDate?: string }>;
  release?: string | null;
}) {
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-2">
      {notes.map((note, index) => (
        <div key={index} className="grid gap-1 rounded-lg bg-muted/50 px-3 py-2 text-sm">
          {note.libraryVersion && note.libraryVersion !== release ? (
            <p className="text-xs font-medium text-muted-foreground">
              Bibliothèque {note.libraryVersion}
              {note.libraryDate ? ` du ${formatCalendarDay(note.libraryDate)}` : ''}
            </p>
          ) : null}
          <p>
            <span className="font-medium">Ce qui change : </span>
            {note.change}
          </p>
          <p>
            <span className="font-medium">Pourquoi : </span>
            {note.reason}
          </p>
          {note.sources.length > 0 ? (
            <p className="text-xs text-muted-foreground">Source : {note.sources.join(' ; ')}</p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function QuestionChangeItem({ change, release }: { change: QuestionChange; release: string | null }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start gap-2">
        <Badge variant={change.status === 'REMOVED' ? 'muted' : 'default'}>{CHANGE_STATUS_LABELS[change.status]}</Badge>
        <p className="flex-1 font-medium break-words">{change.label}</p>
      </div>
      {change.fields.length > 0 ? (
        <dl className="grid gap-2 text-sm">
          {change.fields.map((field) => (
            <div key={field.field} className="grid gap-0.5">
              <dt className="font-medium">{CHANGE_FIELD_LABELS[field.field]}</dt>
              <dd className="grid gap-0.5 break-words">
                <span className="text-muted-foreground line-through decoration-muted-foreground/60">
                  <span className="sr-only">Avant : </span>
                  {describeFieldValue(field.field, field.before)}
                </span>
                <span>
                  <span className="sr-only">Après : </span>
                  {describeFieldValue(field.field, field.after)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ChangeNotes notes={change.notes} release={release} />
    </li>
  );
}

export function VersionChanges({ version }: { version: FormVersionChanges }) {
  const title = version.libraryVersion
    ? `Version ${version.version} — bibliothèque ${version.libraryVersion}${version.libraryDate ? ` du ${formatCalendarDay(version.libraryDate)}` : ''}`
    : `Version ${version.version} — ${formatDate(version.createdAt)}`;
  const covered = coveredReleasesText(version.libraryVersion, version.libraryVersions);
  return (
    <li className="grid gap-2">
      <h3 className="font-medium">{title}</h3>
      {covered ? <p className="text-sm text-muted-foreground">{covered}</p> : null}
      <ChangeNotes notes={version.notes} release={version.libraryVersion} />
      {version.questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune question ne change dans cette version.</p>
      ) : (
        <ul aria-label={`Changements de la version ${version.version}`} className="grid gap-2">
          {version.questions.map((change) => (
            <QuestionChangeItem key={change.key} change={change} release={version.libraryVersion} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * « Ce qui a changé » (ADR 029): for each version of the form after `since`
 * (a copy's version, when the reader comes from a copy), the questions added,
 * removed or modified, field by field, and the library's reasons.
 */
export function FormChanges({ formId, since }: { formId: string; since?: number | undefined }) {
  const { data, isPending, isError, error, refetch } = useFormChanges(formId, since);
  return (
    <section
      id="changes"
      aria-labelledby="changes-title"
      className="grid scroll-mt-[calc(var(--app-header-height,0px)+1rem)] gap-3 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="changes-title" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-4" aria-hidden />
        {since ? `Ce qui a changé depuis la version ${since}` : 'Ce qui a changé'}
      </h2>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {since ? `Rien n’a changé depuis la version ${since}.` : 'Ce questionnaire n’a qu’une version.'}
        </p>
      ) : (
        <ol aria-label="Versions du questionnaire" className="grid gap-4">
          {data.versions.map((version) => (
            <VersionChanges key={version.version} version={version} />
          ))}
        </ol>
      )}
    </section>
  );
}
