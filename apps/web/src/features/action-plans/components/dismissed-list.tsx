import { formatDate } from '@qc/shared/dates';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useRestoreProposal } from '../api/action-mutations.ts';
import { useDismissals } from '../api/get-proposals.ts';

type DismissedListProps = { evaluationId: string; formName: string; canManage: boolean };

/** « Écartés » (issue 27 item 3): each gap set aside stays in the plan with who, when and why, and can be restored. */
export function DismissedList({ evaluationId, formName, canManage }: DismissedListProps) {
  const dismissals = useDismissals(evaluationId);
  const restore = useRestoreProposal();
  if (dismissals.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Impossible de charger les écarts écartés : {getErrorMessage(dismissals.error)}
      </p>
    );
  if (!dismissals.data || dismissals.data.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label={`Écartés de ${formName}`}>
      <h3 className="text-sm font-semibold">Écartés ({dismissals.data.length})</h3>
      <ul className="grid gap-2">
        {dismissals.data.map((item) => (
          <li
            key={item.questionKey}
            className="grid gap-2 rounded-md border border-dashed border-border p-2 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid gap-0.5 text-sm">
              <span className="font-medium">{item.questionLabel}</span>
              <span>Raison : {item.reason ?? 'non précisée (écarté avant que la raison soit demandée)'}</span>
              <span className="text-xs text-muted-foreground">
                Écarté par {item.dismissedByName ?? 'un utilisateur supprimé'} le {formatDate(item.dismissedAt)}
                {item.reference ? ` · ${item.reference}` : ''}
              </span>
            </div>
            {canManage ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Rétablir : ${item.questionLabel}`}
                disabled={restore.isPending && restore.variables?.questionKey === item.questionKey}
                onClick={() =>
                  restore.mutate(
                    { evaluationId, questionKey: item.questionKey },
                    {
                      onSuccess: () => notify.success('Écart rétabli parmi les actions proposées.'),
                      onError: (failure) => notify.error(getErrorMessage(failure)),
                    },
                  )
                }
              >
                Rétablir
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
