import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import {
  HAS_METHOD_LABELS,
  HAS_METHODS,
  MAX_PLANNED_ACCOMPAGNES_TRACEURS,
  type HasMethod,
} from '@qc/shared/has-sessions/rules';
import type { HasSessions } from '@qc/shared/has-sessions/schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useHasSessions, useSetPlannedTraceurs, useStartHasSession } from '../api/has-sessions.ts';
import { useCan } from '../use-can.ts';
import { SessionCard } from './has-session-card.tsx';

const METHOD_SCOPE: Record<HasMethod, string> = {
  ACCOMPAGNE_TRACEUR:
    'chapitre 1 « La personne » : un entretien avec une personne accompagnée, puis ses professionnels',
  TRACEUR_CIBLE: 'chapitre 2 « Les professionnels » : un processus suivi du terrain jusqu’à son organisation',
  AUDIT_SYSTEME: 'chapitre 3 « L’ESSMS » : la gouvernance et l’organisation, du processus au terrain',
};

/**
 * Issue 30 item 3 (ADR 048): the evaluation run as HAS's evaluators run it. Anonymous sessions by method, each
 * answering its method's criteria; the criterion's answer in the form is the mean of its sessions (computed by the
 * server); progress by method. Shown for an evaluation in progress whose form holds HAS criteria.
 */
export function HasSessionsPanel({ evaluation }: { evaluation: EvaluationDetail }) {
  const id = useId();
  const sessions = useHasSessions(evaluation.id);
  if (sessions.isPending) return <Skeleton className="h-32" aria-label="Chargement des sessions par méthode" />;
  if (sessions.isError)
    return <ErrorState message={getErrorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.criteria.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Évaluation par méthode, comme les évaluateurs de la HAS
      </h2>
      <p className="text-sm text-muted-foreground">
        Chaque session est anonyme : notez-la sans nom ni donnée sur la personne. Le résultat d’un critère dans le
        questionnaire est la moyenne de ses sessions, sans arrondi (« optimisé » compte 4, « non concerné » est laissé
        de côté) : c’est notre lecture des règles de cotation publiées par la HAS.
      </p>
      <Progress data={sessions.data} />
      <Planned data={sessions.data} />
      {HAS_METHODS.map((method) => (
        <MethodSessions key={method} method={method} data={sessions.data} evaluation={evaluation} />
      ))}
    </section>
  );
}

function answeredKeys(data: HasSessions, method: HasMethod): Set<string> {
  const keys = new Set<string>();
  for (const session of data.sessions)
    if (session.method === method) for (const answer of session.answers) keys.add(answer.questionKey);
  return keys;
}

function Progress({ data }: { data: HasSessions }) {
  return (
    <ul aria-label="Avancement par méthode" className="grid gap-1 text-sm">
      {HAS_METHODS.map((method) => {
        const criteria = data.criteria.filter((item) => item.method === method);
        if (criteria.length === 0) return null;
        const count = data.sessions.filter((session) => session.method === method).length;
        const answered = criteria.filter((item) => answeredKeys(data, method).has(item.questionKey)).length;
        const planned =
          method === 'ACCOMPAGNE_TRACEUR'
            ? ` sur ${data.plannedAccompagnesTraceurs} prévue${data.plannedAccompagnesTraceurs > 1 ? 's' : ''}`
            : '';
        return (
          <li key={method}>
            <strong>{HAS_METHOD_LABELS[method]}</strong> : {count} session{count > 1 ? 's' : ''}
            {planned} · {answered} / {criteria.length} critère{criteria.length > 1 ? 's' : ''} coté
            {answered > 1 ? 's' : ''}
          </li>
        );
      })}
    </ul>
  );
}

function Planned({ data }: { data: HasSessions }) {
  const id = useId();
  const canPlan = useCan('evaluation:complete');
  const save = useSetPlannedTraceurs(data.evaluationId);
  const [value, setValue] = useState(String(data.plannedAccompagnesTraceurs));
  if (!data.criteria.some((item) => item.method === 'ACCOMPAGNE_TRACEUR')) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">
        Nombre d’accompagnés traceurs : la HAS le fait dépendre de la taille de la structure et de la variété des
        parcours ; nous n’avons pas pu lire son tableau.{' '}
        {data.plannedIsDefault
          ? 'Par défaut, 3 : notre choix, le plus petit nombre cité pour une petite structure. '
          : ''}
        Fixez le vôtre.
      </p>
      {canPlan ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ evaluationId: data.evaluationId, planned: Number(value) });
          }}
        >
          <label htmlFor={`${id}-planned`} className="grid gap-1">
            Accompagnés traceurs prévus
            <input
              id={`${id}-planned`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PLANNED_ACCOMPAGNES_TRACEURS}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={`${id}-planned-error`}
              className="h-11 w-24 rounded-md border border-input bg-card px-2"
            />
          </label>
          <Button type="submit" variant="outline" className="h-11" disabled={save.isPending}>
            Enregistrer le nombre prévu
          </Button>
          <p id={`${id}-planned-error`} role="alert" className="w-full text-destructive empty:hidden">
            {save.isError ? getErrorMessage(save.error) : ''}
          </p>
        </form>
      ) : null}
    </div>
  );
}

function MethodSessions({
  method,
  data,
  evaluation,
}: {
  method: HasMethod;
  data: HasSessions;
  evaluation: EvaluationDetail;
}) {
  const id = useId();
  const canAnswer = useCan('evaluation:answer');
  const start = useStartHasSession(evaluation.id);
  const criteria = data.criteria.filter((item) => item.method === method);
  if (criteria.length === 0) return null;
  const sessions = data.sessions.filter((session) => session.method === method);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t border-border pt-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {HAS_METHOD_LABELS[method]}
      </h3>
      <p className="text-sm text-muted-foreground">
        {METHOD_SCOPE[method]} — {criteria.length} critère{criteria.length > 1 ? 's' : ''} de ce questionnaire.
      </p>
      {sessions.length === 0 ? <p className="text-sm">Aucune session encore.</p> : null}
      {sessions.map((session) => (
        <SessionCard key={session.id} session={session} data={data} evaluation={evaluation} />
      ))}
      {canAnswer ? (
        <div className="grid justify-items-start gap-1">
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={start.isPending}
            onClick={() => start.mutate({ evaluationId: evaluation.id, method })}
          >
            Ouvrir une session {HAS_METHOD_LABELS[method].toLowerCase()}
          </Button>
          <p role="alert" className="text-sm text-destructive empty:hidden">
            {start.isError ? getErrorMessage(start.error) : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
