import { formatDate } from '@qc/shared/dates';
import type { Evaluation } from '@qc/shared/evaluations/schemas';
import { useState } from 'react';
import { ListState } from '@/components/admin/list-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { useCompletedEvaluations } from '../api/get-completed.ts';
import { ComparisonPanel } from './comparison-panel.tsx';
import { EvaluationsListPage } from './evaluations-list-page.tsx';

/** SPEC §2 /auto-evaluation/completed: the history of the establishment's completed evaluations. */
export function CompletedPage() {
  return (
    <EvaluationsListPage
      title="Auto-évaluations terminées"
      link={{ to: '/auto-evaluation/categories', label: 'Questionnaires à évaluer' }}
    >
      {(establishmentId) => <History establishmentId={establishmentId} />}
    </EvaluationsListPage>
  );
}

function History({ establishmentId }: { establishmentId: string }) {
  const completed = useCompletedEvaluations(establishmentId);
  return (
    <ListState
      query={completed}
      loading={<Skeleton className="h-40" aria-label="Chargement de l’historique" />}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        title: 'Aucune auto-évaluation terminée',
        description: 'Les auto-évaluations apparaîtront ici une fois terminées, avec leur score et leur rapport PDF.',
      }}
    >
      {(data) => (
        <ul className="grid gap-3" aria-label="Historique des auto-évaluations">
          {data.items.map((evaluation, index, items) => (
            <HistoryRow
              key={evaluation.id}
              evaluation={evaluation}
              // Newest first: an older completed evaluation of the same form further down is the one to compare with.
              hasPrevious={items.slice(index + 1).some((other) => other.formId === evaluation.formId)}
            />
          ))}
        </ul>
      )}
    </ListState>
  );
}

function HistoryRow({ evaluation, hasPrevious }: { evaluation: Evaluation; hasPrevious: boolean }) {
  const [isComparing, setIsComparing] = useState(false);
  const panelId = `comparison-${evaluation.id}`;
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid gap-1">
          <RecordLink to="/auto-evaluation/form/$id" id={evaluation.formId}>
            {evaluation.formName}
          </RecordLink>
          <p className="text-sm text-muted-foreground">
            Terminée le {evaluation.completedAt ? formatDate(evaluation.completedAt) : '—'}
            {evaluation.completedByName ? ` par ${evaluation.completedByName}` : ''} · version {evaluation.formVersion}
          </p>
          <p className="text-sm">
            Score <span className="font-semibold">{formatScoreOutOf100(evaluation.result.score)}</span> · conformité{' '}
            <span className="font-semibold">{formatRate(evaluation.result.conformityRate)}</span>
            {evaluation.result.criticalNonConformities === 1 ? ' · 1 impératif non conforme' : ''}
            {evaluation.result.criticalNonConformities > 1
              ? ` · ${evaluation.result.criticalNonConformities} impératifs non conformes`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <DownloadLink
              href={`/api/v1/evaluations/${evaluation.id}/report`}
              fileName="rapport-auto-evaluation.pdf"
              aria-label={`Rapport PDF de « ${evaluation.formName} »`}
            >
              Rapport PDF
            </DownloadLink>
          </Button>
          {hasPrevious ? (
            <DisclosureButton expanded={isComparing} controls={panelId} onClick={() => setIsComparing((open) => !open)}>
              {isComparing ? 'Masquer la comparaison' : 'Comparer avec la précédente'}
            </DisclosureButton>
          ) : (
            <p className="self-center text-xs text-muted-foreground">Première auto-évaluation de ce questionnaire</p>
          )}
        </div>
      </div>
      {isComparing ? (
        <div id={panelId}>
          <ComparisonPanel evaluationId={evaluation.id} />
        </div>
      ) : null}
    </li>
  );
}
