import { INCIDENT_KIND_LABELS, INCIDENT_KINDS, isRestrictedKind } from '@qc/shared/incidents/enums';
import { INCIDENT_MESSAGES, IncidentCreateInputSchema } from '@qc/shared/incidents/schemas';
import { userHasPermission } from '@qc/shared/permissions';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { enumOptions, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { forgetIncidentDraft, keepIncidentDraft, loadIncidentDraft, localNow, type IncidentDraft } from '../draft.ts';
import { SEVERITY_OPTIONS } from '../labels.ts';
import { ConsequenceBoxes } from './consequence-boxes.tsx';

const KIND_OPTIONS = enumOptions(INCIDENT_KINDS, INCIDENT_KIND_LABELS);

function blank(establishmentId: string): IncidentDraft {
  return {
    establishmentId,
    kind: '',
    occurredAt: localNow(),
    place: '',
    description: '',
    immediateMeasures: '',
    severity: '',
    hospitalisation: false,
    outsideEmergencyCare: false,
    death: false,
    childInitials: '',
    childAgeMonths: '',
  };
}

/** What the form sends: the local time as an instant, the child (if any) by initials and age in months only. */
function toInput(values: IncidentDraft) {
  const hasChild = values.childInitials.trim() !== '' || values.childAgeMonths.trim() !== '';
  const age = values.childAgeMonths.trim() === '' ? null : Number(values.childAgeMonths);
  const occurred = new Date(values.occurredAt);
  return {
    establishmentId: values.establishmentId,
    kind: values.kind,
    occurredAt: Number.isNaN(occurred.getTime()) ? '' : occurred.toISOString(),
    place: values.place,
    description: values.description,
    immediateMeasures: values.immediateMeasures,
    severity: values.severity === '' ? undefined : Number(values.severity),
    hospitalisation: values.hospitalisation,
    outsideEmergencyCare: values.outsideEmergencyCare,
    death: values.death,
    people: hasChild ? [{ role: 'CHILD', initials: values.childInitials, ageMonths: age }] : [],
  };
}

/**
 * Issue 29 item 1: the declaration in a minute on a phone — one column, the few fields the law and the analysis
 * need, kept on the device as it is typed (draft.ts) until the server has it.
 */
export function DeclareForm({
  establishmentId,
  establishmentName,
}: {
  establishmentId: string;
  establishmentName: string;
}) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [restored] = useState(() => loadIncidentDraft());
  const form = useValibotForm<IncidentDraft>(() =>
    restored ? { ...restored, establishmentId } : blank(establishmentId),
  );
  const [restrictedDone, setRestrictedDone] = useState(false);
  const { values } = form;
  useEffect(() => keepIncidentDraft(values), [values]);
  const create = useMutation(orpc.incidents.create.mutationOptions());
  // The declarer of a restricted kind is told before sending that she will not read it again (ADR 036).
  const handles = userHasPermission(user, 'incident:manage');
  const warnRestricted = isRestrictedKind(values.kind) && !handles;

  if (restrictedDone)
    return (
      <div role="status" className="grid gap-4 rounded-lg border border-border bg-card p-4">
        <p className="font-semibold">Signalement enregistré</p>
        <p>{INCIDENT_MESSAGES.restrictedDeclared}</p>
        <Button onClick={() => void navigate({ to: '/' })}>Revenir à l’accueil</Button>
      </div>
    );

  // The browser's check keys a message by its top-level field (`people`), the server's 400 by its full path.
  const childError =
    form.errors.people ?? form.errors['people.0.initials'] ?? form.errors['people.0.ageMonths'] ?? undefined;

  const submit = () =>
    form.send(IncidentCreateInputSchema, toInput(values), create.mutate, {
      onSuccess: (created: { id: string; isVisibleToDeclarer: boolean }) => {
        forgetIncidentDraft();
        if (created.isVisibleToDeclarer) void navigate({ to: '/incidents/$id', params: { id: created.id } });
        else setRestrictedDone(true);
      },
      onError: (error: unknown) => showMutationError(error, form.setErrors, { alwaysToast: true }),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Établissement : <strong className="text-foreground">{establishmentName}</strong>
        {restored?.savedAt ? ' · brouillon repris sur cet appareil' : ''}
      </p>
      <Field id="incident-kind" label="Type d’événement" error={form.errors.kind}>
        <NativeSelect {...form.bind('kind', 'incident-kind')} options={KIND_OPTIONS} placeholder="Choisir…" />
      </Field>
      {warnRestricted ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          Une suspicion de maltraitance est confidentielle : une fois envoyée, seuls la direction de l’établissement et
          le responsable du groupe pourront la consulter, vous ne la verrez plus dans le registre.
        </p>
      ) : null}
      <TextField form={form} field="occurredAt" id="incident-occurred" label="Date et heure" type="datetime-local" />
      <TextField form={form} field="place" id="incident-place" label="Lieu" placeholder="Salle de motricité, jardin…" />
      <Field id="incident-description" label="Ce qui s’est passé" error={form.errors.description}>
        <Textarea rows={4} {...form.bind('description', 'incident-description')} />
      </Field>
      <Field
        id="incident-measures"
        label="Mesures prises immédiatement (facultatif)"
        error={form.errors.immediateMeasures}
      >
        <Textarea rows={3} {...form.bind('immediateMeasures', 'incident-measures')} />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={form.errors.severity ? 'incident-severity-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Gravité</legend>
        {SEVERITY_OPTIONS.map((option) => (
          <label key={option.value} className="flex min-h-11 items-start gap-3 rounded-md border border-border p-2">
            <input
              type="radio"
              name="incident-severity"
              value={option.value}
              checked={values.severity === option.value}
              onChange={() => form.set('severity', option.value)}
              className="mt-1 size-5"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              <span className="block text-xs text-muted-foreground">{option.definition}</span>
            </span>
          </label>
        ))}
        {form.errors.severity ? (
          <p id="incident-severity-error" role="alert" className="text-xs text-destructive">
            {form.errors.severity}
          </p>
        ) : null}
      </fieldset>
      <ConsequenceBoxes values={values} onChange={(key, checked) => form.set(key, checked)} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Enfant concerné (facultatif, sans nom)</legend>
        <TextField
          form={form}
          field="childInitials"
          id="incident-initials"
          label="Initiales"
          autoComplete="off"
          maxLength={40}
        />
        <TextField form={form} field="childAgeMonths" id="incident-age" label="Âge en mois" inputMode="numeric" />
        {childError ? (
          <p role="alert" className="text-xs text-destructive">
            {childError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" size="lg" className="min-h-12" disabled={create.isPending}>
        {create.isPending ? 'Envoi…' : 'Envoyer la déclaration'}
      </Button>
    </form>
  );
}
