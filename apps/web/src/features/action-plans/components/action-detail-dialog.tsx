import type { ActionDetail, ActionStatus } from '@qc/shared/action-plans/schemas';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/enums';
import { userHasPermission } from '@qc/shared/permissions';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useUpdateAction } from '../api/action-mutations.ts';
import { useAction } from '../api/get-action.ts';
import { ACTION_STATUS_OPTIONS, formatDay, STATUS_BADGE } from '../labels.ts';
import { CommentsSection } from './action-comments-section.tsx';
import { EvidenceSection } from './action-evidence-section.tsx';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { DeleteActionDialog } from './delete-action-dialog.tsx';
import { ProgressSlider } from './progress-slider.tsx';

type ActionDetailDialogProps = { actionId: string | null; onClose: () => void };

/**
 * One action: its status and progress, proof and comments (DESIGN §6).
 * Opened from outside (a row of the list), with no Radix trigger: Radix gives the
 * focus back to its trigger only, so on Escape it fell to <body> (issue 19 item 8).
 * The element focused when it opened gets it back instead.
 */
export function ActionDetailDialog({ actionId, onClose }: ActionDetailDialogProps) {
  const { data: action, isPending, isError, error } = useAction(actionId);
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={Boolean(actionId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="sm:max-w-2xl"
        // Runs before the focus moves into the dialog: the opener still has it.
        onOpenAutoFocus={() => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          openerRef.current = null;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {isPending ? (
          <div className="grid gap-3" role="status" aria-label="Chargement de l’action">
            <DialogTitle className="sr-only">Chargement de l’action</DialogTitle>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24" />
          </div>
        ) : isError ? (
          <>
            <DialogTitle>Action indisponible</DialogTitle>
            <ErrorText message={getErrorMessage(error)} />
          </>
        ) : (
          <ActionDetailContent action={action} onDeleted={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ActionDetailContent({ action, onDeleted }: { action: ActionDetail; onDeleted: () => void }) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'action-plan:manage');
  const isResponsible = action.responsibleUserId === user.id;
  const canUpdate = canManage || isResponsible;
  const updateAction = useUpdateAction();

  // The latest version known: our own save's answer may come before the refetch it triggers, and the
  // next save (a few slider steps later) must name it, or the server refuses it as stale (issue 34 item 8).
  const version = useRef(action.version);
  useEffect(() => {
    version.current = Math.max(version.current, action.version);
  }, [action.version]);

  const changeStatus = (status: ActionStatus, progress?: number) =>
    updateAction
      .mutateAsync({
        id: action.id,
        expectedVersion: version.current,
        status,
        ...(progress === undefined ? {} : { progress }),
      })
      .then(
        (saved) => {
          version.current = Math.max(version.current, saved.version);
          notify.success('Action enregistrée.');
        },
        (error: unknown) => {
          notify.error(getErrorMessage(error));
          throw error;
        },
      );

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{action.title}</DialogTitle>
        <DialogDescription>
          {action.formName
            ? `${action.formName}${action.questionLabel ? ` · ${action.questionLabel}` : ''}`
            : 'Action libre'}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={STATUS_BADGE[action.status]}>{ACTION_STATUS_LABELS[action.status]}</Badge>
        <Badge variant={action.priority === 'CRITICAL' ? 'danger' : 'muted'}>
          Priorité {ACTION_PRIORITY_LABELS[action.priority].toLowerCase()}
        </Badge>
        {action.isOverdue ? <Badge variant="danger">En retard</Badge> : null}
        <span className="text-muted-foreground">
          Responsable : {action.responsibleName ?? 'aucun'} · Échéance : {formatDay(action.dueDate)}
        </span>
      </div>
      {action.description ? <p className="whitespace-pre-line text-sm">{action.description}</p> : null}

      {canUpdate ? (
        <div className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
          <Field id="detail-status" label="Statut">
            <NativeSelect
              id="detail-status"
              value={action.status}
              // Never `disabled` while saving: a disabled select drops the keyboard focus (issue 34). A change made
              // meanwhile is ignored (the select is controlled, it shows the saved status again).
              aria-busy={updateAction.isPending}
              onChange={(event) => {
                if (updateAction.isPending) return;
                void changeStatus(event.target.value as ActionStatus).catch(() => undefined);
              }}
              options={ACTION_STATUS_OPTIONS}
            />
          </Field>
          <Field id="detail-progress" label="Avancement">
            <ProgressSlider
              id="detail-progress"
              progress={action.progress}
              onSave={(progress) => changeStatus(action.status === 'TODO' ? 'IN_PROGRESS' : action.status, progress)}
            />
          </Field>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Avancement : {action.progress} %</p>
      )}

      <EvidenceSection action={action} canUpdate={canUpdate} />
      <CommentsSection action={action} canComment={canUpdate} />

      {canManage ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-3">
          <ActionFormDialog
            establishmentId={action.establishmentId}
            action={action}
            trigger={<Button variant="outline">Modifier</Button>}
          />
          <DeleteActionDialog action={action} onDeleted={onDeleted} />
        </div>
      ) : null}
    </div>
  );
}
