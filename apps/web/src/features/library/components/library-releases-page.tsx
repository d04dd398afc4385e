import { formatCalendarDay } from '@qc/shared/dates';
import type { LibraryReleaseEntry } from '@qc/shared/library/contract';
import { Link } from '@tanstack/react-router';
import { ListState } from '@/components/admin/list-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useLibraryReleases } from '../api/library-releases.ts';
import { ChangeNotes } from './form-changes.tsx';
import { LibraryTrail } from './library-page-parts.tsx';

function ReleaseChanges({ release }: { release: LibraryReleaseEntry }) {
  if (release.changes.length === 0) return null;
  return (
    <ul aria-label={`Changements de la version ${release.version}`} className="grid gap-3">
      {release.changes.map((change, index) => (
        <li key={index} className="grid gap-2 rounded-lg border border-border p-3">
          <div className="grid gap-0.5">
            {change.formId ? (
              <Link
                to="/librairy/form/$id"
                params={{ id: change.formId }}
                hash={change.questionKey ? `question-${change.questionKey}` : undefined}
                className="font-medium break-words text-primary hover:underline"
              >
                {change.questionLabel ?? change.formName ?? change.formKey}
              </Link>
            ) : (
              <p className="font-medium break-words">{change.questionLabel ?? change.formName ?? change.formKey}</p>
            )}
            {change.formName && change.questionLabel ? (
              <p className="text-xs text-muted-foreground">{change.formName}</p>
            ) : null}
          </div>
          <ChangeNotes notes={[change]} />
        </li>
      ))}
    </ul>
  );
}

/** /librairy/releases: « Nouveautés » — every release of the default library, what it changed and why. */
export function LibraryReleasesPage() {
  const query = useLibraryReleases();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <LibraryTrail>
          <span>Nouveautés</span>
        </LibraryTrail>
        <h1 className="text-2xl font-semibold">Nouveautés de la bibliothèque</h1>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Chaque version de la bibliothèque de référence, datée, avec ce qu’elle change et pourquoi. Un questionnaire
          modifié reçoit une nouvelle version : les évaluations déjà commencées gardent la leur.
        </p>
      </div>
      <ListState
        query={query}
        loading={<Skeleton className="h-40" />}
        empty={{
          title: 'Aucune version enregistrée',
          description: 'La bibliothèque de référence n’a pas encore été installée sur cette instance.',
        }}
        isEmpty={(data) => data.releases.length === 0}
      >
        {(data) => (
          <ol aria-label="Versions de la bibliothèque" className="grid gap-4">
            {data.releases.map((release) => (
              <li
                key={release.version}
                aria-labelledby={`release-${release.version}`}
                className="grid gap-3 rounded-xl border border-border bg-card p-4"
              >
                <div className="flex flex-wrap items-baseline gap-2">
                  <h2 id={`release-${release.version}`} className="text-lg font-semibold">
                    Version {release.version}
                  </h2>
                  <span className="text-sm text-muted-foreground">du {formatCalendarDay(release.date)}</span>
                  {release.version === data.version ? <Badge variant="success">En vigueur</Badge> : null}
                </div>
                <p className="max-w-3xl text-sm">{release.summary}</p>
                <ReleaseChanges release={release} />
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </div>
  );
}
