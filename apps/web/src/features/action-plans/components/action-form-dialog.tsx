import {
  ActionCreateInputSchema,
  ActionUpdateInputSchema,
  type ActionDetail,
  type ActionPriority,
  type ActionStatus,
} from '@qc/shared/action-plans/schemas';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { getErrorStatus } from '@/lib/errors.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateAction, useUpdateAction } from '../api/action-mutations.ts';
import { ACTION_PRIORITY_OPTIONS, ACTION_STATUS_OPTIONS } from '../labels.ts';
import { ResponsibleField } from './responsible-field.tsx';

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
  /** A proposal's question, reference and answer comment (issue 27 item 3). */
  description?: string;
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
    description: action?.description ?? seed?.description ?? '',
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
  const form = useValibotForm(() => toDraft(action, seed));
  const { values: draft, errors, set } = form;
  const createAction = useCreateAction();
  const updateAction = useUpdateAction();

  const submit = () => {
    const common = {
      title: draft.title,
      description: draft.description,
      responsibleId: draft.responsibleId || null,
      dueDate: draft.dueDate,
      priority: draft.priority,
    };
    const callbacks = {
      onSuccess: () => {
        notify.success(action ? 'Action enregistrée.' : 'Action créée.');
        form.close();
      },
      onError: (error: unknown) => {
        // A colleague saved first: show what is saved now, the user decides again (nothing overwritten).
        if (!showMutationError(error, form.setErrors) && getErrorStatus(error) === 409 && action) form.close();
      },
    };
    if (action) {
      const update = { id: action.id, expectedVersion: action.version, status: draft.status };
      const progress = Number(draft.progress);
      form.send(ActionUpdateInputSchema, { ...common, ...update, progress }, updateAction.mutate, callbacks);
    } else form.send(ActionCreateInputSchema, { ...seed, ...common, establishmentId }, createAction.mutate, callbacks);
  };

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title={action ? 'Modifier l’action' : 'Nouvelle action'}
      description="Un responsable, une échéance, une priorité : l’écart sera suivi jusqu’à sa clôture."
      onSubmit={submit}
      isPending={createAction.isPending || updateAction.isPending}
      submitLabel={action ? 'Enregistrer' : 'Créer l’action'}
      formClassName="grid gap-4"
    >
      <TextField form={form} field="title" id="action-title" label="Intitulé" />
      <Field id="action-description" label="Description" error={errors.description}>
        <textarea
          id="action-description"
          className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ResponsibleField
          form={form}
          id="action-responsible"
          establishmentId={establishmentId}
          current={action?.responsibleId ? { id: action.responsibleId, name: action.responsibleName } : undefined}
        />
        <TextField form={form} field="dueDate" id="action-dueDate" label="Échéance" type="date" />
        <SelectField
          form={form}
          field="priority"
          id="action-priority"
          label="Priorité"
          options={ACTION_PRIORITY_OPTIONS}
        />
        {action ? (
          <SelectField form={form} field="status" id="action-status" label="Statut" options={ACTION_STATUS_OPTIONS} />
        ) : null}
      </div>
    </FormDialog>
  );
}
