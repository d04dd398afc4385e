import type { MyTasks as MyTasksData, TaskEstablishment } from '@qc/shared/tasks/schemas';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useMyTasks } from '../api/get-my-tasks.ts';
import { hiddenCounts, plural, summarize, TASK_KIND_LABELS, toTaskLine } from '../task-lines.ts';

const LINK = 'inline-flex min-h-11 items-center rounded-sm font-medium text-primary underline underline-offset-2';

/**
 * Issue 27 item 1: « Mes tâches », the first thing on every home — what the signed-in user must do, the
 * most urgent first, each line one click from the screen where it is done. Opening a line first selects
 * its establishment, since the screens it leads to show the selected one.
 */
export function MyTasks() {
  const tasks = useMyTasks();
  const select = useEstablishmentStore((state) => state.setSelectedEstablishment);
  return (
    <section aria-labelledby="my-tasks-title" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="my-tasks-title" className="text-lg font-semibold">
        Mes tâches
      </h2>
      {tasks.isPending ? (
        <Skeleton className="h-24" aria-label="Chargement de vos tâches" />
      ) : tasks.isError ? (
        <ErrorState
          message={`Impossible de charger vos tâches : ${getErrorMessage(tasks.error)}`}
          onRetry={() => void tasks.refetch()}
        />
      ) : (
        <TaskList data={tasks.data} onSelect={select} />
      )}
    </section>
  );
}

function TaskList({ data, onSelect }: { data: MyTasksData; onSelect: (establishment: TaskEstablishment) => void }) {
  const establishments = new Map(data.establishments.map((item) => [item.id, item]));
  const selectFor = (id: string) => () => {
    const establishment = establishments.get(id);
    if (establishment) onSelect(establishment);
  };
  const summary = summarize(data);
  const hidden = hiddenCounts(data);
  return (
    <>
      {data.firstSteps.map((step) => (
        <FirstSteps
          key={step.establishmentId}
          name={establishments.get(step.establishmentId)?.name ?? 'votre établissement'}
          establishmentId={step.establishmentId}
          canEditProfile={step.canEditProfile}
          onOpen={selectFor(step.establishmentId)}
        />
      ))}
      {data.items.length === 0 ? (
        data.firstSteps.length > 0 ? null : (
          <NothingToDo data={data} />
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{summary.join(' · ')}.</p>
          <ol className="grid gap-2" aria-label="Mes tâches, la plus urgente d’abord">
            {data.items.map((task) => {
              const line = toTaskLine(task, establishments.get(task.establishmentId)?.name ?? 'établissement');
              return (
                <li
                  key={line.key}
                  className="grid gap-1 rounded-lg border border-border p-2 sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <Link {...line.target} className={LINK} onClick={selectFor(task.establishmentId)}>
                    {line.action}
                  </Link>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="muted">{TASK_KIND_LABELS[task.kind]}</Badge>
                    {task.isOverdue ? <Badge variant="danger">En retard</Badge> : null}
                    {line.when}
                  </span>
                </li>
              );
            })}
          </ol>
          {hidden.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              Les {data.limit} plus urgentes de chaque sorte sont affichées ; il en reste{' '}
              {hidden.map((entry) => `${entry.more} (${TASK_KIND_LABELS[entry.kind].toLowerCase()})`).join(', ')}.{' '}
              {hidden.some((entry) => entry.kind === 'ACTION') ? (
                <Link to="/action-plan" search={{ mine: true }} className={LINK}>
                  Voir toutes mes actions
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

/** A new director's home: nothing evaluated yet, so her next steps rather than an empty page. */
function FirstSteps(props: { name: string; establishmentId: string; canEditProfile: boolean; onOpen: () => void }) {
  return (
    <div className="grid gap-1 rounded-lg border border-primary/40 bg-accent/40 p-3">
      <h3 className="font-semibold">Premiers pas : {props.name}</h3>
      <p className="text-sm text-muted-foreground">
        Aucune auto-évaluation n’a encore été menée ici. Commencez par la première, puis complétez le profil de
        l’établissement : il décide des questionnaires qui le concernent.
      </p>
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <Link to="/auto-evaluation/categories" className={LINK} onClick={props.onOpen}>
            Commencer ma première auto-évaluation ({props.name})
          </Link>
        </li>
        {props.canEditProfile ? (
          <li>
            <Link
              to="/admins/establishments/$establishmentsId/edit"
              params={{ establishmentsId: props.establishmentId }}
              className={LINK}
              onClick={props.onOpen}
            >
              Compléter le profil de l’établissement ({props.name})
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** « Rien à faire aujourd’hui », and what would come next. */
function NothingToDo({ data }: { data: MyTasksData }) {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed border-border p-3">
      <p className="font-medium">Rien à faire aujourd’hui</p>
      <p className="text-sm text-muted-foreground">
        Aucune action en retard ni à échéance dans les {plural(data.actionDueSoonDays, 'jour')} qui viennent, aucune
        auto-évaluation demandée ou en cours, aucun document à renouveler dans les {data.expiryWatchDays} jours. Les
        prochaines apparaîtront ici dès qu’elles approchent.
      </p>
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <Link to="/action-plan" search={{ mine: true }} className={LINK}>
            Voir toutes mes actions
          </Link>
        </li>
        <li>
          <Link to="/auto-evaluation/categories" className={LINK}>
            Voir les auto-évaluations
          </Link>
        </li>
      </ul>
    </div>
  );
}
