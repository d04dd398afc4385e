import { formatDateTime } from '@qc/shared/dates';
import { HISTORY_EVENT_LABELS, type HistoryEntry } from '@qc/shared/evaluations/sharing';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { useId } from 'react';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useHistory } from '../api/sharing.ts';

/** Issue 27 item 2: the evaluation's history — started, shared, handed in, sent back, accepted, finished. */
export function HistoryPanel({ evaluationId, questions }: { evaluationId: string; questions: Question[] }) {
  const id = useId();
  const history = useHistory(evaluationId);
  const numbers = new Map(questions.map((question, index) => [question.key, index + 1]));
  const describe = (entry: HistoryEntry) => {
    const which =
      entry.questionKeys.length === 0
        ? ''
        : entry.questionKeys.length <= 5
          ? ` (question${entry.questionKeys.length > 1 ? 's' : ''} ${entry.questionKeys.map((key) => numbers.get(key) ?? '?').join(', ')})`
          : ` (${entry.questionKeys.length} questions)`;
    const who = entry.assigneeName ? ` — ${entry.assigneeName}` : '';
    return `${HISTORY_EVENT_LABELS[entry.event]}${which}${who}`;
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Historique
      </h2>
      <QueryState query={history} loading={<Skeleton className="h-16" aria-label="Chargement de l’historique" />}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Rien encore.</p>
          ) : (
            <ol className="grid gap-1 text-sm" aria-label="Historique de l’auto-évaluation">
              {items.map((entry) => (
                <li key={entry.id} className="grid gap-0.5 border-b border-border py-1 last:border-0">
                  <span>
                    <time dateTime={entry.at} className="text-muted-foreground">
                      {formatDateTime(entry.at)}
                    </time>{' '}
                    · {entry.actorName} : {describe(entry)}
                  </span>
                  {entry.note ? <span className="text-muted-foreground">Note : « {entry.note} »</span> : null}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
