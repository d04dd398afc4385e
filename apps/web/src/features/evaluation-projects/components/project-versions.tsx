import { formatDate } from '@qc/shared/dates';
import type { EvaluationProjectVersion, EvaluationProjectView } from '@qc/shared/evaluation-projects/schemas';
import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useEvaluationProjectVersion } from '../api/evaluation-project.ts';
import { ProjectReading } from './project-reading.tsx';

function Downloads({ version }: { version: Pick<EvaluationProjectVersion, 'id' | 'number' | 'state'> }) {
  const name = version.state === 'DRAFT' ? `brouillon de la version ${version.number}` : `version ${version.number}`;
  const base = `/api/v1/evaluation-project-versions/${encodeURIComponent(version.id)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" asChild>
        <DownloadLink href={`${base}/docx`} fileName="projet-evaluation.docx" aria-label={`Word (.docx) : ${name}`}>
          <FileText aria-hidden />
          Word (.docx)
        </DownloadLink>
      </Button>
      <Button variant="outline" asChild>
        <DownloadLink href={`${base}/pdf`} fileName="projet-evaluation.pdf" aria-label={`PDF : ${name}`}>
          <FileDown aria-hidden />
          PDF
        </DownloadLink>
      </Button>
    </div>
  );
}

/** The validated versions of the projet d’évaluation, each to read or download, and the draft to whoever edits it. */
export function VersionsList({ view }: { view: EvaluationProjectView }) {
  const [reading, setReading] = useState<string | null>(null);
  return (
    <SectionCard
      titleId="project-versions-title"
      title="Versions"
      description="Chaque version validée est conservée telle quelle, à joindre au projet d’établissement."
      contentClassName="grid gap-3"
    >
      {view.draft && view.canEdit ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
          <p className="text-sm">
            <Badge variant="muted">Brouillon</Badge> Version {view.draft.number}, non validée
          </p>
          <Downloads version={view.draft} />
        </div>
      ) : null}
      {view.versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune version validée pour le moment.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Versions validées">
          {view.versions.map((version) => (
            <li key={version.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-semibold">Version {version.number}</span>, validée le{' '}
                  {formatDate(version.validatedAt)}
                  {version.validatedByName ? ` par ${version.validatedByName}` : ''}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="ghost"
                    aria-expanded={reading === version.id}
                    onClick={() => setReading(reading === version.id ? null : version.id)}
                  >
                    {reading === version.id
                      ? `Masquer la version ${version.number}`
                      : `Lire la version ${version.number}`}
                  </Button>
                  <Downloads version={{ id: version.id, number: version.number, state: 'VALIDATED' }} />
                </div>
              </div>
              {reading === version.id ? <VersionReading id={version.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function VersionReading({ id }: { id: string }) {
  const query = useEvaluationProjectVersion(id);
  if (query.isPending) return <Spinner label="Chargement de la version…" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <ProjectReading version={query.data} />;
}
