import { INCIDENT_KIND_LABELS, INCIDENT_KINDS, isRestrictedKind } from '@qc/shared/incidents/enums';
import { UploadFileSchema } from '@qc/shared/documents/schemas';
import { INCIDENT_MESSAGES, IncidentCreateInputSchema, MAX_INCIDENT_ATTACHMENTS } from '@qc/shared/incidents/schemas';
import { userHasPermission } from '@qc/shared/permissions';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { enumOptions, TextField } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FileButton } from '@/components/ui/file-button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { forgetIncidentDraft, keepIncidentDraft, loadIncidentDraft, type IncidentDraft } from '../draft.ts';
import { useAttachToIncident } from '../api/incident-mutations.ts';
import { SEVERITY_OPTIONS } from '../labels.ts';
import { ConsequenceBoxes } from './consequence-boxes.tsx';
import { blankIncidentDraft, toIncidentInput } from './declare-form-input.ts';

const KIND_OPTIONS = enumOptions(INCIDENT_KINDS, INCIDENT_KIND_LABELS);

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
    restored ? { ...restored, establishmentId } : blankIncidentDraft(establishmentId),
  );
  const [restrictedDone, setRestrictedDone] = useState(false);
  const { values } = form;
  useEffect(() => keepIncidentDraft(values), [values]);
  const create = useMutation(orpc.incidents.create.mutationOptions());
  const attach = useAttachToIncident();
  // Files stay in memory only (a draft on the device holds text): chosen again if the page is left.
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [isAttaching, setIsAttaching] = useState(false);
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
    form.send(IncidentCreateInputSchema, toIncidentInput(values), create.mutate, {
      onSuccess: async (created: { id: string; isVisibleToDeclarer: boolean }) => {
        forgetIncidentDraft();
        // The event is recorded: each file follows it, one at a time; one refused never loses the declaration.
        setIsAttaching(true);
        for (const file of files) {
          await attach
            .mutateAsync({ incidentId: created.id, file })
            .catch((error: unknown) => notify.error(`« ${file.name} » n’a pas été joint : ${getErrorMessage(error)}`));
        }
        setIsAttaching(false);
        setFiles([]);
        if (created.isVisibleToDeclarer) void navigate({ to: '/incidents/$id', params: { id: created.id } });
        else setRestrictedDone(true);
      },
      onError: (error: unknown) => showMutationError(error, form.setErrors, { alwaysToast: true }),
    });

  const addFiles = (picked: File[]) => {
    for (const file of picked) {
      const checked = v.safeParse(UploadFileSchema, file);
      if (!checked.success) return setFileError(`« ${file.name} » : ${checked.issues[0].message}`);
    }
    if (files.length + picked.length > MAX_INCIDENT_ATTACHMENTS)
      return setFileError(INCIDENT_MESSAGES.tooManyAttachments);
    setFileError(undefined);
    setFiles((current) => [...current, ...picked]);
  };
  const busy = create.isPending || isAttaching;

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
      <Field id="incident-files" label="Photos ou documents (facultatif, 20 Mo au plus chacun)" error={fileError}>
        <FileButton
          id="incident-files"
          multiple
          accept="image/*,application/pdf,.doc,.docx,.odt,.xls,.xlsx,.ods"
          className="min-h-11"
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'incident-files-error' : undefined}
          onFiles={addFiles}
        >
          Joindre une photo ou un document
        </FileButton>
      </Field>
      {files.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Fichiers à joindre">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2">
              <span className="break-all">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                className="min-h-11"
                aria-label={`Retirer ${file.name} des fichiers à joindre`}
                onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" size="lg" className="min-h-12" disabled={busy}>
        {isAttaching ? 'Envoi des pièces jointes…' : create.isPending ? 'Envoi…' : 'Envoyer la déclaration'}
      </Button>
    </form>
  );
}
