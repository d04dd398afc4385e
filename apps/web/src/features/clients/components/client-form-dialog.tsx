import { ClientCreateInputSchema, ClientUpdateInputSchema, type Client } from '@qc/shared/clients/schemas';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { TextField } from '@/components/forms/fields.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCreateClient, useUpdateClient } from '../api/client-mutations.ts';
import { ClientLegalEntitySummary } from './client-legal-entity-summary.tsx';

type ClientValues = { name: string; email: string; phone: string };
type ClientFormDialogProps = { client?: Client; trigger: ReactNode };

const toValues = (client?: Client): ClientValues => ({
  name: client?.name ?? '',
  email: client?.email ?? '',
  phone: client?.phone ?? '',
});

/** Create (no `client`) or edit a client: SPEC §5 « Client », the shared schema's French messages first. */
export function ClientFormDialog({ client, trigger }: ClientFormDialogProps) {
  const form = useValibotForm(() => toValues(client));
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();

  const submit = () => {
    const callbacks = saveCallbacks(form, client ? 'Client modifié.' : 'Client créé.', { alwaysToast: true });
    if (client) form.send(ClientUpdateInputSchema, { id: client.id, ...form.values }, updateClient.mutate, callbacks);
    else form.send(ClientCreateInputSchema, form.values, createClient.mutate, callbacks);
  };

  const field = (name: keyof ClientValues, label: string, type = 'text') => (
    <TextField form={form} field={name} id={`client-${name}`} label={label} type={type} />
  );

  return (
    <FormDialog
      form={form}
      trigger={trigger}
      title={client ? 'Modifier le client' : 'Nouveau client'}
      description={
        client
          ? client.name
          : 'Un client regroupe des entités légales et leurs établissements (par exemple une association).'
      }
      onSubmit={submit}
      isPending={createClient.isPending || updateClient.isPending}
      submitLabel={client ? 'Enregistrer' : 'Créer'}
    >
      <div className="grid gap-4">
        {field('name', 'Nom du client')}
        {field('email', 'Adresse e-mail', 'email')}
        {field('phone', 'Téléphone (facultatif)', 'tel')}
      </div>
      {client ? <ClientLegalEntitySummary client={client} /> : null}
    </FormDialog>
  );
}
