import { ClientCreateInputSchema, ClientUpdateInputSchema, type Client } from '@qc/shared/clients/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
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
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState(() => toValues(client));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const isPending = createClient.isPending || updateClient.isPending;

  const open = (next: boolean) => {
    if (next) {
      setValues(toValues(client));
      setErrors({});
    }
    setIsOpen(next);
  };

  const onError = (error: unknown) => {
    const fieldErrors = getFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
    notify.error(getErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = () => {
      notify.success(client ? 'Client modifié.' : 'Client créé.');
      setIsOpen(false);
    };
    if (client) {
      const checked = getSchemaFieldErrors(ClientUpdateInputSchema, { id: client.id, ...values });
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      updateClient.mutate(checked.output, { onSuccess, onError });
    } else {
      const checked = getSchemaFieldErrors(ClientCreateInputSchema, values);
      if (!checked.success) return setErrors(checked.fieldErrors);
      setErrors({});
      createClient.mutate(checked.output, { onSuccess, onError });
    }
  };

  const field = (name: keyof ClientValues, label: string, type = 'text') => (
    <Field id={`client-${name}`} label={label} error={errors[name]}>
      <Input
        id={`client-${name}`}
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `client-${name}-error` : undefined}
      />
    </Field>
  );

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{client ? 'Modifier le client' : 'Nouveau client'}</DialogTitle>
          <DialogDescription>
            {client
              ? client.name
              : 'Un client regroupe des entités légales et leurs établissements (par exemple une association).'}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-6" onSubmit={submit} noValidate>
          <div className="grid gap-4">
            {field('name', 'Nom du client')}
            {field('email', 'Adresse e-mail', 'email')}
            {field('phone', 'Téléphone (facultatif)', 'tel')}
          </div>
          {client ? <ClientLegalEntitySummary client={client} /> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : client ? 'Enregistrer' : 'Créer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
