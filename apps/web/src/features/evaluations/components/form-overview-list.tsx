import { formatDate } from '@qc/shared/dates';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import {
  FORM_STATUS_BADGE,
  FORM_STATUS_LABELS,
  getAnswered,
  getFormStatus,
  getProgress,
  type OverviewItem,
} from '../labels.ts';
import { useWaitingFirstAnswers } from '../use-waiting-answers.ts';
import { StartButton } from './start-button.tsx';

type FormOverviewListProps = {
  establishmentId: string;
  items: OverviewItem[];
  canAnswer: boolean;
  label: string;
};

/** The forms to evaluate, each with its status, progress, last result and the next step. */
export function FormOverviewList({ establishmentId, items, canAnswer, label }: FormOverviewListProps) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {items.map((item) => (
        <FormOverviewRow key={item.form.id} establishmentId={establishmentId} item={item} canAnswer={canAnswer} />
      ))}
    </ul>
  );
}

function FormOverviewRow({
  establishmentId,
  item,
  canAnswer,
}: {
  establishmentId: string;
  item: OverviewItem;
  canAnswer: boolean;
}) {
  const status = getFormStatus(item);
  const waiting = useWaitingFirstAnswers(item.inProgress?.id);
  const progress = getProgress(item, waiting);
  const answered = item.inProgress
    ? `${getAnswered(item, waiting)} / ${item.inProgress.total} questions${
        waiting > 0 ? ` (dont ${waiting} en attente d’envoi)` : ''
      }`
    : `${item.form.questionCount} questions`;
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RecordLink to="/auto-evaluation/form/$id" id={item.form.id}>
            {item.form.name}
          </RecordLink>
          <Badge variant={FORM_STATUS_BADGE[status]}>{FORM_STATUS_LABELS[status]}</Badge>
        </div>
        <div className="flex items-center gap-3">
          <ProgressBar
            value={progress}
            label={`Progression de « ${item.form.name} »`}
            valueText={`${progress} % (${answered})`}
            className="max-w-64"
          />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {progress} % · {answered}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {item.lastCompleted ? (
            <>
              Dernier score :{' '}
              <span className="font-medium text-foreground">{formatScoreOutOf100(item.lastCompleted.score)}</span>
              {' · '}conformité {formatRate(item.lastCompleted.conformityRate)} · le{' '}
              {formatDate(item.lastCompleted.completedAt)}
            </>
          ) : (
            'Jamais évalué'
          )}
        </p>
      </div>
      <div className="flex gap-2 sm:justify-end">
        {item.inProgress ? (
          <Button asChild size="sm">
            <Link
              to="/auto-evaluation/form/$id"
              params={{ id: item.form.id }}
              aria-label={`Continuer « ${item.form.name} »`}
            >
              Continuer
            </Link>
          </Button>
        ) : item.lastCompleted ? (
          <Button asChild size="sm" variant="outline">
            <Link
              to="/auto-evaluation/form/$id"
              params={{ id: item.form.id }}
              aria-label={`Voir le résultat de « ${item.form.name} »`}
            >
              Voir le résultat
            </Link>
          </Button>
        ) : canAnswer ? (
          <StartButton establishmentId={establishmentId} formId={item.form.id} formName={item.form.name} />
        ) : null}
      </div>
    </li>
  );
}
