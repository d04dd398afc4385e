import { CampaignCreateInputSchema, defaultAcceptCompletedSince } from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCampaignEstablishments, useCampaignForms, useCreateCampaign } from '../api/campaigns.ts';
import { FormGroupsChecklist } from './form-groups-checklist.tsx';
import { SearchChecklist } from './search-checklist.tsx';

type Values = {
  name: string;
  deadline: string;
  acceptCompletedSince: string;
  formIds: string[];
  establishmentIds: string[];
};
/** Issue 34 item 1: the day from which finished evaluations count starts 12 months back, shown and editable. */
const empty = (): Values => ({
  name: '',
  deadline: '',
  acceptCompletedSince: defaultAcceptCompletedSince(getParisToday()),
  formIds: [],
  establishmentIds: [],
});

const toggle = (list: string[], ids: readonly string[], checked: boolean) =>
  checked ? [...new Set([...list, ...ids])] : list.filter((item) => !ids.includes(item));

/**
 * Issue 17 item 3: launch a campaign — a name, the forms asked, the sites
 * asked (those in the caller's scope: a DIRECTOR sees only hers) and the
 * deadline. The server checks everything again (scope, applicable forms).
 */
export function CampaignCreateDialog({
  preset,
  triggerLabel = 'Lancer une campagne',
  triggerDisabled = false,
}: {
  /**
   * Issue 28 item 5 (ADR 046): what the dialog opens with — from the group's five-year cycle, the quality forms
   * and the sites chosen there; everything stays editable and the server checks it all as for any campaign.
   */
  preset?: Partial<Pick<Values, 'name' | 'formIds' | 'establishmentIds'>>;
  triggerLabel?: string;
  triggerDisabled?: boolean;
} = {}) {
  const [formSearch, setFormSearch] = useState('');
  const [siteSearch, setSiteSearch] = useState('');
  const state = useValibotForm<Values>(() => ({ ...empty(), ...preset }), {
    onOpen: () => {
      setFormSearch('');
      setSiteSearch('');
    },
  });
  const { values, errors, isOpen } = state;
  // A field's message goes as soon as it is changed: it spoke of the value before.
  const change = (field: keyof Values, update: (previous: Values) => Values) => {
    state.setValues(update);
    state.clearError(field);
  };
  const textField = (
    field: 'name' | 'deadline' | 'acceptCompletedSince',
    label: string,
    props: { maxLength?: number; type?: string; max?: string },
    hint?: string,
  ) => (
    <Field id={`campaign-${field}`} label={label} error={errors[field]} {...(hint ? { hint } : {})}>
      <Input
        id={`campaign-${field}`}
        value={values[field]}
        {...props}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `campaign-${field}-error` : undefined}
        onChange={(event) => change(field, (previous) => ({ ...previous, [field]: event.target.value }))}
      />
    </Field>
  );
  const toggleIn = (field: 'formIds' | 'establishmentIds') => (ids: readonly string[], checked: boolean) =>
    change(field, (previous) => ({ ...previous, [field]: toggle(previous[field], ids, checked) }));
  const forms = useCampaignForms(isOpen);
  const sites = useCampaignEstablishments(siteSearch.trim(), isOpen);
  const create = useCreateCampaign();
  const navigate = useNavigate();

  const submit = () => {
    const input = state.check(CampaignCreateInputSchema, values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (campaign) => {
        notify.success(`Campagne « ${campaign.name} » lancée.`);
        state.close();
        void navigate({ to: '/campaigns/$id', params: { id: campaign.id } });
      },
      onError: (error) => showMutationError(error, state.setErrors, { alwaysToast: true }),
    });
  };

  const needle = formSearch.trim().toLocaleLowerCase('fr');
  // A search matches a form's name or its category's; the forms chosen stay shown.
  const formItems = (forms.data?.items ?? []).filter(
    (form) =>
      values.formIds.includes(form.id) ||
      !needle ||
      form.name.toLocaleLowerCase('fr').includes(needle) ||
      (form.categoryName ?? '').toLocaleLowerCase('fr').includes(needle),
  );
  const siteItems = sites.data?.items ?? [];

  return (
    <FormDialog
      form={state}
      trigger={<Button disabled={triggerDisabled}>{triggerLabel}</Button>}
      contentClassName="sm:max-w-2xl"
      title="Nouvelle campagne"
      description="Demandez une ou plusieurs auto-évaluations à des établissements, avant une échéance. Chaque établissement la voit sur son accueil et reçoit un rappel une semaine puis la veille de l’échéance."
      onSubmit={submit}
      isPending={create.isPending}
      submitLabel="Lancer la campagne"
      pendingLabel="Lancement…"
      formClassName="grid gap-5"
    >
      {textField('name', 'Nom de la campagne', { maxLength: 200 })}
      {textField('deadline', 'Échéance (dernier jour)', { type: 'date' })}
      {textField(
        'acceptCompletedSince',
        'Compter les auto-évaluations terminées depuis le',
        { type: 'date', max: getParisToday() },
        'Une auto-évaluation terminée depuis cette date compte comme faite pour la campagne : l’établissement n’a pas à la recommencer. Par défaut, les 12 derniers mois.',
      )}

      <FormGroupsChecklist
        search={formSearch}
        onSearchChange={setFormSearch}
        query={forms}
        forms={formItems.map((form) => ({ id: form.id, name: form.name, categoryName: form.categoryName }))}
        selected={values.formIds}
        onToggle={toggleIn('formIds')}
        error={errors.formIds}
      />

      <SearchChecklist
        legend="Établissements"
        searchLabel="Rechercher un établissement"
        search={siteSearch}
        onSearchChange={setSiteSearch}
        query={sites}
        loadError="Les établissements n’ont pas pu être chargés."
        empty={siteSearch.trim() ? 'Aucun établissement ne correspond à cette recherche.' : 'Aucun établissement.'}
        items={siteItems.map((site) => ({
          id: site.id,
          label: (
            <>
              {site.name} <span className="text-muted-foreground">· {site.city}</span>
            </>
          ),
        }))}
        selected={values.establishmentIds}
        onToggle={(id, checked) => toggleIn('establishmentIds')([id], checked)}
        idPrefix="campaign-site"
        error={errors.establishmentIds}
        errorId="campaign-sites-error"
      />
    </FormDialog>
  );
}
