import type { ObligationsView } from '@qc/shared/obligations/schemas';
import { describePeriod } from '@qc/shared/obligations/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { SelectField, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { getFormErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';

const CUSTOM = '__custom__';
/** A group's own obligation comes back every 1 to 180 months (the contract's bounds). */
const PERIOD = { type: 'number', min: 1, max: 180 } as const;

/**
 * Plan an obligation: one of the library (its period and source come with it) or, for the group, one of its
 * own with its title, period in months and the text it rests on; with the first due date and the responsible.
 * What was typed stays for the next opening, but the choice and the person once planned.
 */
export function AddObligationDialog({
  establishmentId,
  library,
  canDefine,
}: {
  establishmentId: string;
  library: ObligationsView['library'];
  canDefine: boolean;
}) {
  const form = useValibotForm(
    () => ({
      fromLibrary: '',
      subject: '',
      title: '',
      reference: '',
      periodMonths: '12',
      firstDueDate: '',
      responsibleId: '',
    }),
    { keepValuesOnOpen: true },
  );
  const { fromLibrary: choice, subject, title, reference, periodMonths, firstDueDate, responsibleId } = form.values;
  const queryClient = useQueryClient();
  const team = useQuery({
    ...orpc.establishments.listMembers.queryOptions({ input: { establishmentId, page: 1, pageSize: 200 } }),
    enabled: form.isOpen,
  });
  const create = useMutation(
    orpc.obligations.create.mutationOptions({
      onSuccess: async () => {
        notify.success('Obligation planifiée');
        form.close();
        form.setValues((previous) => ({ ...previous, fromLibrary: '', subject: '' }));
        await queryClient.invalidateQueries({ queryKey: orpc.obligations.key() });
      },
    }),
  );
  const shipped = library.find((item) => item.key === choice);
  const custom = choice === CUSTOM;
  const options = [
    ...library.map((item) => ({ value: item.key, label: `${item.title} (${describePeriod(item.periodMonths)})` })),
    ...(canDefine ? [{ value: CUSTOM, label: 'Autre obligation du groupe…' }] : []),
  ];
  const teamOptions = (team.data?.items ?? []).map((link) => ({
    value: link.effectiveMemberId,
    label: `${link.effectiveMember.firstName} ${link.effectiveMember.lastName}`,
  }));

  const submit = async () => {
    form.setErrors({});
    if (!choice) {
      form.setErrors({ fromLibrary: 'Choisissez une obligation' });
      return;
    }
    try {
      await create.mutateAsync({
        establishmentId,
        firstDueDate,
        responsibleId,
        ...(custom
          ? { title, reference, periodMonths: Number(periodMonths) }
          : { fromLibrary: choice, ...(shipped?.perPerson ? { subject } : {}) }),
      });
    } catch (error) {
      form.setErrors(getFormErrors(error));
    }
  };

  return (
    <FormDialog
      form={form}
      trigger={<Button>Planifier une obligation</Button>}
      title="Planifier une obligation"
      description="La première échéance et son responsable ; les suivantes viennent à chaque clôture."
      onSubmit={() => void submit()}
      isPending={create.isPending}
      submitLabel="Planifier"
      formClassName="grid gap-3"
    >
      <SelectField
        form={form}
        field="fromLibrary"
        id="obligation-choice"
        label="Obligation"
        options={options}
        placeholder="Choisir…"
      />
      {shipped ? (
        <p className="text-sm text-muted-foreground">
          {shipped.description} Source : {shipped.reference}.
        </p>
      ) : null}
      {shipped?.perPerson ? (
        <TextField form={form} field="subject" id="obligation-subject" label="Personne concernée" />
      ) : null}
      {custom ? (
        <>
          <TextField form={form} field="title" id="obligation-title" label="Intitulé" />
          <TextField form={form} field="reference" id="obligation-reference" label="Texte de référence" />
          <TextField form={form} field="periodMonths" id="obligation-period" label="Périodicité (mois)" {...PERIOD} />
        </>
      ) : null}
      <TextField form={form} field="firstDueDate" id="obligation-due" label="Première échéance" type="date" />
      <SelectField
        form={form}
        field="responsibleId"
        id="obligation-responsible"
        label="Responsable"
        options={teamOptions}
        placeholder={team.isPending ? 'Chargement…' : 'Choisir…'}
      />
      <ErrorText message={form.errors.form} />
    </FormDialog>
  );
}
