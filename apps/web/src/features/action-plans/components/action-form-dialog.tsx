import {
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  ActionCreateInputSchema,
  ActionUpdateInputSchema,
  type ActionDetail,
  type ActionPriority,
  type ActionStatus,
} from '@qc/shared/action-plans/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useCreateAction, useUpdateAction } from '../api/action-mutations.ts';
import { useTeam } from '../api/get-team.ts';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '../labels.ts';

export type ActionDraft = {
  title: string;
  description: string;
  responsibleId: string;
  dueDate: string;
  priority: ActionPriority;
  status: ActionStatus;
  progress: string;
};

/** What a new action starts from: a proposal of an evaluation, or nothing. */
export type ActionSeed = {
  title?: string;
  priority?: ActionPriority;
  evaluationId?: string;
  questionKey?: string;
  formId?: string;
};

type ActionFormDialogProps = {
  establishmentId: string;
  action?: ActionDetail;
  seed?: ActionSeed;
  trigger: ReactNode;
};

function toDraft(action?: ActionDetail, seed?: ActionSeed): ActionDraft {
  return {
    title: action?.title ?? seed?.title ?? '',
    description: action?.description ?? '',
    responsibleId: action?.responsibleId ?? '',
    dueDate: action?.dueDate ?? '',
    priority: action?.priority ?? seed?.priority ?? 'MEDIUM',
    status: action?.status ?? 'TODO',
    progress: String(action?.progress ?? 0),
  };
}

/**
 * Create (from a proposal or from scratch) or edit an action; the shared schema speaks first, in French.
 * A responsible and a due date are required (DOMAIN.md; issue 19 item 8).
 */
export function ActionFormDialog({ establishmentId, action, seed, trigger }: ActionFormDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(() => toDraft(action, seed));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const team = useTeam(isOpen ? establishmentId : undefined);
  const createAction = useCreateAction();
  const updateAction = useUpdateAction();
  const isPending = createAction.isPending || updateAction.isPending;

  const open = (next: boolean) => {
    if (next) {
      setDraft(toDraft(action, seed));
      setErrors({});
    }
    setIsOpen(next);
  };
  const set = <K extends keyof ActionDraft>(key: K, value: ActionDraft[K]) => setDraft({ ...draft, [key]: value });

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) return setErrors(fieldErrors);
    notify.error(getErrorMessage(error));
    // A colleague saved first: show what is saved now, the user decides again (nothing overwritten).
    if (getErrorStatus(error) === 409 && action) setIsOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      title: draft.title,
      description: draft.description,
      responsibleId: draft.responsibleId || null,
      dueDate: draft.dueDate,
      priority: draft.priority,
    };
    const onSuccess = () => {
      notify.success(action ? 'Action enregistrée.' : 'Action créée.');
      setIsOpen(false);
    };
    if (action) {
      const checked = getSchemaFieldErrors(ActionUpdateInputSchema, {
        ...common,
        id: action.id,
        expectedVersion: action.version,
        status: draft.status,
        progress: Number(draft.progress),
      });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      updateAction.mutate(checked.output, { onSuccess, onError });
    } else {
      const checked = getSchemaFieldErrors(ActionCreateInputSchema, { ...seed, ...common, establishmentId });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      createAction.mutate(checked.output, { onSuccess, onError });
    }
  };

  const members = team.data?.items ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action ? 'Modifier l’action' : 'Nouvelle action'}</DialogTitle>
          <DialogDescription>
            Un responsable, une échéance, une priorité : l’écart sera suivi jusqu’à sa clôture.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="action-title" label="Intitulé" error={errors.title}>
            <Input
              id="action-title"
              value={draft.title}
              onChange={(event) => set('title', event.target.value)}
              aria-invalid={Boolean(errors.title)}
            />
          </Field>
          <Field id="action-description" label="Description" error={errors.description}>
            <textarea
              id="action-description"
              className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="action-responsible"
              label="Responsable"
              error={errors.responsibleId}
              hint={team.isError ? 'Impossible de charger l’équipe.' : undefined}
            >
              <NativeSelect
                id="action-responsible"
                value={draft.responsibleId}
                onChange={(event) => set('responsibleId', event.target.value)}
                aria-invalid={Boolean(errors.responsibleId)}
              >
                <option value="">Choisir un responsable</option>
                {action?.responsibleId && !members.some((link) => link.effectiveMemberId === action.responsibleId) ? (
                  <option value={action.responsibleId}>{action.responsibleName ?? 'Responsable actuel'}</option>
                ) : null}
                {members.map((link) => (
                  <option key={link.effectiveMemberId} value={link.effectiveMemberId}>
                    {link.effectiveMember.firstName} {link.effectiveMember.lastName}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="action-dueDate" label="Échéance" error={errors.dueDate}>
              <Input
                id="action-dueDate"
                type="date"
                value={draft.dueDate}
                onChange={(event) => set('dueDate', event.target.value)}
                aria-invalid={Boolean(errors.dueDate)}
              />
            </Field>
            <Field id="action-priority" label="Priorité" error={errors.priority}>
              <NativeSelect
                id="action-priority"
                value={draft.priority}
                onChange={(event) => set('priority', event.target.value as ActionPriority)}
              >
                {ACTION_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {ACTION_PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {action ? (
              <Field id="action-status" label="Statut" error={errors.status}>
                <NativeSelect
                  id="action-status"
                  value={draft.status}
                  onChange={(event) => set('status', event.target.value as ActionStatus)}
                >
                  {ACTION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {ACTION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : action ? 'Enregistrer' : 'Créer l’action'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
