import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { HAS_METHOD_LABELS, HAS_METHODS, methodOfQuestion, type HasMethod } from '@qc/shared/has-sessions/rules';
import type { HasSession, HasSessions } from '@qc/shared/has-sessions/schemas';
import { countOf } from '@qc/shared/plural';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { useId } from 'react';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useHasSessions } from '../api/has-sessions.ts';

const NO_HAS_SESSIONS = 'Aucune session par méthode : l’auto-évaluation a été menée critère par critère.';

/** What one session said of a criterion: its level, « optimisé » or « non concerné ». */
function sessionAnswerText(answer: HasSession['answers'][number]): string {
  if (answer.notApplicable) return 'Non concerné';
  if (answer.value === OPTIMIZED) return 'Optimisé (4)';
  return answer.value === null ? 'Non coté' : `${answer.value} / 4`;
}

/**
 * Issue 30 item 3 (ADR 048, addendum): on a completed HAS evaluation, its sessions by method read back — per method
 * the sessions held (against those planned for the accompagnés traceurs), per session the criteria it rated and
 * their cotation. Read only; nothing shown for a form without HAS criteria.
 */
export function HasSessionsSummary({ evaluation }: { evaluation: Pick<EvaluationDetail, 'id' | 'questions'> }) {
  if (!evaluation.questions.some((question) => methodOfQuestion(question.key))) return null;
  return <Summary evaluationId={evaluation.id} />;
}

function Summary({ evaluationId }: { evaluationId: string }) {
  const id = useId();
  const sessions = useHasSessions(evaluationId);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Sessions par méthode
      </h2>
      <QueryState
        query={sessions}
        loading={<Skeleton className="h-24" aria-label="Chargement des sessions par méthode" />}
      >
        {(data) =>
          data.sessions.length === 0 ? (
            <p className="text-sm">{NO_HAS_SESSIONS}</p>
          ) : (
            HAS_METHODS.map((method) => <MethodSummary key={method} method={method} data={data} />)
          )
        }
      </QueryState>
    </section>
  );
}

function heldText(data: HasSessions, method: HasMethod, held: number): string {
  const sessions = countOf(held, 'session tenue', 'sessions tenues');
  if (method !== 'ACCOMPAGNE_TRACEUR') return sessions;
  const planned = data.plannedAccompagnesTraceurs;
  return `${sessions} sur ${planned} prévue${planned > 1 ? 's' : ''}`;
}

function MethodSummary({ method, data }: { method: HasMethod; data: HasSessions }) {
  const id = useId();
  const criteria = data.criteria.filter((item) => item.method === method);
  const sessions = data.sessions.filter((session) => session.method === method);
  if (criteria.length === 0 && sessions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t border-border pt-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {HAS_METHOD_LABELS[method]}
      </h3>
      <p className="text-sm">{heldText(data, method, sessions.length)}</p>
      {sessions.map((session) => (
        <SessionTable key={session.id} session={session} data={data} />
      ))}
    </section>
  );
}

function SessionTable({ session, data }: { session: HasSession; data: HasSessions }) {
  const rated = session.answers.map((answer) => ({
    answer,
    criterion: data.criteria.find((item) => item.questionKey === answer.questionKey),
  }));
  if (rated.length === 0) return <p className="text-sm">{session.label} : aucun critère coté.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-medium">{session.label}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              Critère
            </th>
            <th scope="col" className="py-1 font-medium">
              Cotation
            </th>
          </tr>
        </thead>
        <tbody>
          {rated.map(({ answer, criterion }) => (
            <tr key={answer.questionKey} className="border-b border-border last:border-0">
              <th scope="row" className="py-1 pr-2 font-normal">
                <strong>{criterion?.code ?? answer.questionKey}</strong>
                {criterion?.isCritical ? ' (impératif)' : ''}
                {criterion ? ` — ${criterion.label}` : ''}
              </th>
              <td className="py-1 whitespace-nowrap">{sessionAnswerText(answer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
