import type { Action } from '@qc/shared/action-plans/schemas';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/enums';
import { AlertTriangle, MessageSquare, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/utils.ts';
import { formatDay, PRIORITY_CLASS, STATUS_BADGE } from '../labels.ts';

type ActionListProps = { actions: Action[]; onOpen: (id: string) => void };

/** The actions as rows a keyboard can walk: each row is a button opening the action. */
export function ActionList({ actions, onOpen }: ActionListProps) {
  return (
    <ul className="grid gap-2" aria-label="Actions du plan">
      {actions.map((action) => (
        <li key={action.id}>
          <button
            type="button"
            onClick={() => onOpen(action.id)}
            className={cn(
              'grid w-full gap-1 rounded-lg border bg-card p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[1fr_auto]',
              action.isOverdue ? 'border-red-300' : 'border-border',
            )}
          >
            <span className="grid gap-1">
              <span className="font-medium">{action.title}</span>
              <span className="text-xs text-muted-foreground">
                {action.formName ?? 'Action libre'}
                {action.questionLabel ? ` · ${action.questionLabel}` : ''}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs">
                <span>Responsable : {action.responsibleName ?? 'aucun'}</span>
                <span className={cn(action.isOverdue && 'font-semibold text-red-800')}>
                  {action.isOverdue ? <AlertTriangle aria-hidden className="mr-1 inline size-3" /> : null}
                  Échéance : {formatDay(action.dueDate)}
                  {action.isOverdue ? ' (en retard)' : ''}
                </span>
                {action.evidence.length > 0 ? (
                  <span aria-label={`${action.evidence.length} preuve(s)`}>
                    <Paperclip aria-hidden className="inline size-3" /> {action.evidence.length}
                  </span>
                ) : null}
                {action.commentCount > 0 ? (
                  <span aria-label={`${action.commentCount} commentaire(s)`}>
                    <MessageSquare aria-hidden className="inline size-3" /> {action.commentCount}
                  </span>
                ) : null}
              </span>
            </span>
            <span className="flex items-center gap-2 sm:flex-col sm:items-end">
              <Badge variant={STATUS_BADGE[action.status]}>{ACTION_STATUS_LABELS[action.status]}</Badge>
              <span className={cn('text-xs', PRIORITY_CLASS[action.priority])}>
                Priorité {ACTION_PRIORITY_LABELS[action.priority].toLowerCase()}
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <span
                  className="h-1.5 w-16 overflow-hidden rounded-full bg-muted"
                  role="progressbar"
                  aria-valuenow={action.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label="Avancement"
                >
                  <span className="block h-full bg-primary" style={{ width: `${action.progress}%` }} />
                </span>
                {action.progress} %
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
