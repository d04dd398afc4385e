import { ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS } from '@qc/shared/enums';
import {
  ESSMS_SECTOR_LABELS,
  ESSMS_SECTORS,
  EstablishmentProfileInputSchema,
  MANAGER_TYPE_LABELS,
  MANAGER_TYPES,
  PRACTICE_LABELS,
  PRACTICES,
  STRUCTURE_TYPE_LABELS,
  STRUCTURE_TYPES,
  type Practice,
} from '@qc/shared/establishments/profile';
import type { Establishment } from '@qc/shared/establishments/schemas';
import type { FormEvent } from 'react';
import { enumOptions, SelectField, TextField, type SelectOption } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateEstablishmentProfile } from '../api/establishment-mutations.ts';
import { toProfileInput, toProfileValues, type ProfileFormValues } from '../profile-input.ts';

const YES_NO = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];
const NOT_SAID = 'Non renseigné';
type ChoiceField = 'structureType' | 'managerType' | 'denseZone' | 'essmsSector' | 'residential';

/**
 * Issue 26 (ADR 035) « Profil réglementaire »: what decides which questions of the library apply to this
 * establishment. A field left « Non renseigné » keeps the questions that depend on it asked.
 */
export function RegulatoryProfileForm({ establishment }: { establishment: Establishment }) {
  const form = useValibotForm<ProfileFormValues>(() => toProfileValues(establishment));
  const { values, errors } = form;
  const save = useUpdateEstablishmentProfile();
  const isEssms = values.structureType === 'ESSMS';
  // A choice the profile may leave unsaid: the questions that depend on it stay asked.
  const notSaid = (field: ChoiceField, label: string, options: readonly SelectOption[]) => (
    <SelectField
      form={form}
      field={field}
      id={`profile-${field}`}
      label={label}
      placeholder={NOT_SAID}
      options={options}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send(EstablishmentProfileInputSchema, toProfileInput(establishment.id, values), save.mutate, {
      onSuccess: (saved: Establishment) => {
        form.setValues(toProfileValues(saved));
        notify.success(
          'Profil réglementaire enregistré. Les auto-évaluations en cours proposent de mettre à jour leur applicabilité.',
        );
      },
      onError: (error: unknown) => showMutationError(error, form.setErrors, { alwaysToast: true }),
    });
  };

  const togglePractice = (practice: Practice, checked: boolean) =>
    form.set(
      'practices',
      checked
        ? PRACTICES.filter((item) => item === practice || values.practices.includes(item))
        : values.practices.filter((item) => item !== practice),
    );

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Profil réglementaire">
      <div className="grid gap-4 sm:grid-cols-2">
        {notSaid('structureType', 'Type de structure', enumOptions(STRUCTURE_TYPES, STRUCTURE_TYPE_LABELS))}
        {notSaid('managerType', 'Gestionnaire', enumOptions(MANAGER_TYPES, MANAGER_TYPE_LABELS))}
        <TextField
          form={form}
          field="capacity"
          id="profile-capacity"
          label="Capacité (places autorisées)"
          inputMode="numeric"
        />
        <SelectField
          form={form}
          field="category"
          id="profile-category"
          label="Catégorie (R2324-46)"
          hint="Laissée vide, elle est déduite de la capacité."
          placeholder="Déduite de la capacité"
          options={enumOptions(ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS)}
        />
        <TextField
          form={form}
          field="authorisationRequestedOn"
          id="profile-authorisationRequestedOn"
          label="Date de la demande d’autorisation"
          hint="Elle décide des règles de locaux qui s’appliquent (arrêté du 31 août 2021)."
          type="date"
        />
        <TextField
          form={form}
          field="premisesProjectOn"
          id="profile-premisesProjectOn"
          label="Date du projet de locaux (permis de construire)"
          type="date"
        />
        {notSaid('denseZone', 'Zone dense (surface par place réduite)', YES_NO)}
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.practices ? 'profile-practices-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Pratiques de l’établissement</legend>
        <p className="text-xs text-muted-foreground">
          Les questions sur une pratique que l’établissement n’a pas ne s’appliquent pas (sorties, surnombre…).
        </p>
        <div className="grid gap-1 sm:grid-cols-2">
          {PRACTICES.map((practice) => (
            <div key={practice} className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={`profile-practice-${practice}`}
                checked={values.practices.includes(practice)}
                onCheckedChange={(checked) => togglePractice(practice, checked === true)}
              />
              <Label htmlFor={`profile-practice-${practice}`}>{PRACTICE_LABELS[practice]}</Label>
            </div>
          ))}
        </div>
        {errors.practices ? (
          <p id="profile-practices-error" role="alert" className="text-xs text-destructive">
            {errors.practices}
          </p>
        ) : null}
      </fieldset>
      {isEssms ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {notSaid('essmsSector', 'Secteur ESSMS', enumOptions(ESSMS_SECTORS, ESSMS_SECTOR_LABELS))}
          {notSaid('residential', 'Hébergement des personnes accompagnées', YES_NO)}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer le profil'}
        </Button>
      </div>
    </form>
  );
}
