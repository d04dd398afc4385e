import { formatDate } from '@qc/shared/dates';
import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { takeResultFocus } from '../result-focus.ts';
import { useCan } from '../use-can.ts';
import { AnswersReadOnly } from './answers-read-only.tsx';
import { HasResultPanel } from './has-result-panel.tsx';
import { HasSessionsSummary } from './has-sessions-summary.tsx';
import { ReopenButton } from './reopen-button.tsx';
import { StartButton } from './start-button.tsx';

/** A completed evaluation: its frozen results, the PDF report, the way to the action plan, then its answers. */
export function CompletedView({ evaluation, canStartNew }: { evaluation: EvaluationDetail; canStartNew: boolean }) {
  const canReopen = useCan('evaluation:reopen');
  const canAnswer = useCan('evaluation:answer');
  const { result } = evaluation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Just completed from the form: the keyboard continues from the result (issue 19 item 2).
  useEffect(() => {
    if (takeResultFocus(evaluation.id)) headingRef.current?.focus();
  }, [evaluation.id]);
  const figures = [
    { label: 'Score', value: formatScoreOutOf100(result.score) },
    { label: 'Taux de conformité', value: formatRate(result.conformityRate) },
    { label: 'Impératifs non conformes', value: String(result.criticalNonConformities) },
    {
      label: 'Réponses',
      value: `${result.answered} / ${result.total} (dont ${result.notApplicable} non concernée${result.notApplicable > 1 ? 's' : ''})`,
    },
  ];
  return (
    <div className="grid gap-6">
      <section aria-labelledby="result-title" className="grid gap-4 rounded-xl border border-border bg-card p-4">
        <div>
          <h2
            ref={headingRef}
            id="result-title"
            tabIndex={-1}
            className="scroll-mt-[calc(var(--app-header-height,0px)+1rem)] text-lg font-semibold focus-visible:outline-2 focus-visible:outline-ring"
          >
            Résultat
          </h2>
          <p className="text-sm text-muted-foreground">
            Terminée le {evaluation.completedAt ? formatDate(evaluation.completedAt) : '—'}
            {evaluation.completedByName ? ` par ${evaluation.completedByName}` : ''} · version {evaluation.formVersion}{' '}
            du questionnaire
          </p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-4" aria-label="Résultats de l’auto-évaluation">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-xl font-semibold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <DownloadLink href={`/api/v1/evaluations/${evaluation.id}/report`} fileName="rapport-auto-evaluation.pdf">
              <Download aria-hidden />
              Télécharger le rapport PDF
            </DownloadLink>
          </Button>
          <Button asChild variant="outline">
            <Link to="/action-plan/form/$formId/" params={{ formId: evaluation.formId }}>
              Voir les propositions du plan d’action
            </Link>
          </Button>
          {canReopen && canStartNew ? <ReopenButton evaluationId={evaluation.id} /> : null}
        </div>
        {canAnswer && canStartNew ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3 text-sm">
            <span className="text-muted-foreground">Nouvelle auto-évaluation :</span>
            <StartButton
              establishmentId={evaluation.establishmentId}
              formId={evaluation.formId}
              formName={evaluation.formName}
              fromPrevious
              label="Repartir de ces réponses"
              variant="outline"
            />
            <StartButton
              establishmentId={evaluation.establishmentId}
              formId={evaluation.formId}
              formName={evaluation.formName}
              label="Commencer à vide"
              variant="outline"
            />
          </div>
        ) : null}
      </section>
      <HasResultPanel evaluation={evaluation} />
      <HasSessionsSummary evaluation={evaluation} />
      <AnswersReadOnly evaluation={evaluation} />
    </div>
  );
}
