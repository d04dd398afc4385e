import type { ObligationsView } from '@qc/shared/obligations/schemas';
import { describePeriod } from '@qc/shared/obligations/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';

const CUSTOM = '__custom__';

/**
 * Plan an obligation: one of the library (its period and source come with it) or, for the group, one of its
 * own with its title, period in months and the text it rests on; with the first due date and the responsible.
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
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [subject, setSubject] = useState('');
  const [title, setTitle] = useState('');
  const [reference, setReference] = useState('');
  const [periodMonths, setPeriodMonths] = useState('12');
  const [firstDueDate, setFirstDueDate] = useState('');
  const [responsibleId, setResponsibleId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const team = useQuery({
    ...orpc.establishments.listMembers.queryOptions({ input: { establishmentId, page: 1, pageSize: 200 } }),
    enabled: open,
  });
  const create = useMutation(
    orpc.obligations.create.mutationOptions({
      onSuccess: async () => {
        notify.success('Obligation planifiée');
        setOpen(false);
        setChoice('');
        setSubject('');
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

  const submit = async () => {
    setErrors({});
    if (!choice) {
      setErrors({ fromLibrary: 'Choisissez une obligation' });
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
      const fields = getFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: getErrorMessage(error) });
    }
  };

  return (
    <FormDialog
      form={{ isOpen: open, onOpenChange: setOpen, close: () => setOpen(false) }}
      trigger={<Button>Planifier une obligation</Button>}
      title="Planifier une obligation"
      description="La première échéance et son responsable ; les suivantes viennent à chaque clôture."
      onSubmit={() => void submit()}
      isPending={create.isPending}
      submitLabel="Planifier"
      formClassName="grid gap-3"
    >
      <Field id="obligation-choice" label="Obligation" error={errors.fromLibrary}>
        <NativeSelect
          id="obligation-choice"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={options}
          placeholder="Choisir…"
        />
      </Field>
      {shipped ? (
        <p className="text-sm text-muted-foreground">
          {shipped.description} Source : {shipped.reference}.
        </p>
      ) : null}
      {shipped?.perPerson ? (
        <Field id="obligation-subject" label="Personne concernée" error={errors.subject}>
          <Input id="obligation-subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
        </Field>
      ) : null}
      {custom ? (
        <>
          <Field id="obligation-title" label="Intitulé" error={errors.title}>
            <Input id="obligation-title" value={title} onChange={(event) => setTitle(event.target.value)} />
          </Field>
          <Field id="obligation-reference" label="Texte de référence" error={errors.reference}>
            <Input id="obligation-reference" value={reference} onChange={(event) => setReference(event.target.value)} />
          </Field>
          <Field id="obligation-period" label="Périodicité (mois)" error={errors.periodMonths}>
            <Input
              id="obligation-period"
              type="number"
              min={1}
              max={180}
              value={periodMonths}
              onChange={(event) => setPeriodMonths(event.target.value)}
            />
          </Field>
        </>
      ) : null}
      <Field id="obligation-due" label="Première échéance" error={errors.firstDueDate}>
        <Input
          id="obligation-due"
          type="date"
          value={firstDueDate}
          onChange={(event) => setFirstDueDate(event.target.value)}
        />
      </Field>
      <Field id="obligation-responsible" label="Responsable" error={errors.responsibleId}>
        <NativeSelect
          id="obligation-responsible"
          value={responsibleId}
          onChange={(event) => setResponsibleId(event.target.value)}
          options={(team.data?.items ?? []).map((link) => ({
            value: link.effectiveMemberId,
            label: `${link.effectiveMember.firstName} ${link.effectiveMember.lastName}`,
          }))}
          placeholder={team.isPending ? 'Chargement…' : 'Choisir…'}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
    </FormDialog>
  );
}
