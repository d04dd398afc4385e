import { CampaignCreateInputSchema } from '@qc/shared/campaigns/schemas';
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
import { SearchChecklist } from './search-checklist.tsx';

type Values = { name: string; deadline: string; formIds: string[]; establishmentIds: string[] };
const EMPTY: Values = { name: '', deadline: '', formIds: [], establishmentIds: [] };

const toggle = (list: string[], id: string, checked: boolean) =>
  checked ? [...new Set([...list, id])] : list.filter((item) => item !== id);

/**
 * Issue 17 item 3: launch a campaign — a name, the forms asked, the sites
 * asked (those in the caller's scope: a DIRECTOR sees only hers) and the
 * deadline. The server checks everything again (scope, applicable forms).
 */
export function CampaignCreateDialog() {
  const [formSearch, setFormSearch] = useState('');
  const [siteSearch, setSiteSearch] = useState('');
  const state = useValibotForm<Values>(() => EMPTY, {
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
  const textField = (field: 'name' | 'deadline', label: string, props: { maxLength?: number; type?: string }) => (
    <Field id={`campaign-${field}`} label={label} error={errors[field]}>
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
  const toggleIn = (field: 'formIds' | 'establishmentIds') => (id: string, checked: boolean) =>
    change(field, (previous) => ({ ...previous, [field]: toggle(previous[field], id, checked) }));
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
  // The forms come in library order (position within each category); without their categories here, by name reads better.
  const formItems = (forms.data?.items ?? [])
    .filter((form) => values.formIds.includes(form.id) || !needle || form.name.toLocaleLowerCase('fr').includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const siteItems = sites.data?.items ?? [];

  return (
    <FormDialog
      form={state}
      trigger={<Button>Lancer une campagne</Button>}
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
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

      <SearchChecklist
        legend="Questionnaires demandés"
        searchLabel="Rechercher un questionnaire"
        search={formSearch}
        onSearchChange={setFormSearch}
        query={forms}
        loadError="Les questionnaires n’ont pas pu être chargés."
        empty={needle ? 'Aucun questionnaire ne correspond à cette recherche.' : 'Aucun questionnaire actif.'}
        items={formItems.map((form) => ({ id: form.id, label: form.name }))}
        selected={values.formIds}
        onToggle={toggleIn('formIds')}
        idPrefix="campaign-form"
        error={errors.formIds}
        errorId="campaign-forms-error"
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
        onToggle={toggleIn('establishmentIds')}
        idPrefix="campaign-site"
        error={errors.establishmentIds}
        errorId="campaign-sites-error"
      />
    </FormDialog>
  );
}
