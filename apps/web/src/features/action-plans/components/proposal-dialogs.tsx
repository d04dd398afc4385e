import {
  ActionDismissInputSchema,
  ActionsFromProposalsInputSchema,
  type ActionProposal,
} from '@qc/shared/action-plans/proposal-schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { TextField } from '@/components/forms/fields.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateFromProposals, useDismissProposal } from '../api/action-mutations.ts';
import { ResponsibleField } from './responsible-field.tsx';

/** The due date offered for a batch of actions: a month from today (Paris), changed in the dialog at will. */
function inAMonth(): string {
  const date = new Date(`${getParisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
}

type BulkProps = {
  establishmentId: string;
  evaluationId: string;
  selected: ActionProposal[];
  onCreated: () => void;
};

/**
 * « Créer les actions sélectionnées » (issue 27 item 3): one owner and one due date for the batch; each
 * action keeps its proposal's wording, description and priority. One request, one transaction; a second
 * click while it runs is not sent, and the server creates each action once anyway.
 */
export function BulkCreateDialog({ establishmentId, evaluationId, selected, onCreated }: BulkProps) {
  const form = useValibotForm(() => ({ responsibleId: '', dueDate: inAMonth() }));
  const create = useCreateFromProposals();
  const count = selected.length;
  const submit = () =>
    form.send(
      ActionsFromProposalsInputSchema,
      { evaluationId, questionKeys: selected.map((item) => item.questionKey), ...form.values },
      create.mutate,
      {
        onSuccess: (result: { created: unknown[]; alreadyDecided: string[] }) => {
          const made = result.created.length;
          notify.success(
            `${made} action${made > 1 ? 's créées' : ' créée'}.${
              result.alreadyDecided.length > 0 ? ` ${result.alreadyDecided.length} écart(s) déjà décidé(s).` : ''
            }`,
          );
          form.close();
          onCreated();
        },
        onError: (error: unknown) => void showMutationError(error, form.setErrors),
      },
    );
  return (
    <FormDialog
      form={form}
      trigger={
        <Button size="sm" disabled={count === 0}>
          Créer les actions sélectionnées ({count})
        </Button>
      }
      title="Créer les actions sélectionnées"
      description={`${count} écart${count > 1 ? 's' : ''} deviendr${count > 1 ? 'ont' : 'a'} des actions, avec l’intitulé, la description et la priorité proposés. Choisissez qui les suit et pour quand ; chacune reste modifiable ensuite.`}
      onSubmit={submit}
      isPending={create.isPending}
      submitLabel={`Créer ${count} action${count > 1 ? 's' : ''}`}
      pendingLabel="Création…"
      formClassName="grid gap-4"
    >
      <ul className="grid max-h-40 list-disc gap-1 overflow-y-auto pl-5 text-sm">
        {selected.map((item) => (
          <li key={item.questionKey}>{item.title}</li>
        ))}
      </ul>
      <ErrorText message={form.errors.questionKeys} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ResponsibleField form={form} id="bulk-responsible" establishmentId={establishmentId} />
        <TextField form={form} field="dueDate" id="bulk-dueDate" label="Échéance" type="date" />
      </div>
    </FormDialog>
  );
}

/** « Écarter »: never without a reason (issue 27 item 3), which stays in the plan, the PDF and the audit trail. */
export function DismissDialog({ evaluationId, proposal }: { evaluationId: string; proposal: ActionProposal }) {
  const form = useValibotForm(() => ({ reason: '' }));
  const dismiss = useDismissProposal();
  const submit = () =>
    form.send(
      ActionDismissInputSchema,
      { evaluationId, questionKey: proposal.questionKey, reason: form.values.reason },
      dismiss.mutate,
      {
        onSuccess: () => {
          notify.success('Écart écarté : il reste visible dans « Écartés ».');
          form.close();
        },
        onError: (error: unknown) => void showMutationError(error, form.setErrors),
      },
    );
  return (
    <FormDialog
      form={form}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Écarter : ${proposal.title}`}>
          Écarter
        </Button>
      }
      title="Écarter cet écart"
      description={`« ${proposal.title} » ne deviendra pas une action. Dites pourquoi : la raison reste dans le plan, le rapport PDF et l’historique, et l’écart peut être rétabli.`}
      onSubmit={submit}
      isPending={dismiss.isPending}
      submitLabel="Écarter"
      formClassName="grid gap-4"
    >
      <Field id="dismiss-reason" label="Raison" error={form.errors.reason}>
        <textarea
          {...form.bind('reason', 'dismiss-reason')}
          className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
      </Field>
    </FormDialog>
  );
}
