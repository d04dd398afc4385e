import { ClientCreateInputSchema } from '@qc/shared/clients/schemas';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { FormDialog } from './form-dialog.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ notify: toasts }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type ClientInput = { name: string; email: string };

/** A client form as the features write one: the shared schema, the server's answer, the one dialog. */
function ClientDialog({ send }: { send: (input: ClientInput) => Promise<unknown> }) {
  const form = useValibotForm(() => ({ name: '', email: '' }));
  const create = useMutation({ mutationFn: send });
  const submit = () => {
    const input = form.check(ClientCreateInputSchema, form.values);
    if (input)
      create.mutate(input, {
        onSuccess: form.close,
        onError: (error) => showMutationError(error, form.setErrors),
      });
  };
  return (
    <FormDialog
      form={form}
      trigger={<Button>Nouveau client</Button>}
      title="Nouveau client"
      description="Un client regroupe des entités légales."
      onSubmit={submit}
      isPending={create.isPending}
      submitLabel="Créer"
    >
      <Field id="client-name" label="Nom du client" error={form.errors.name}>
        <Input {...form.bind('name', 'client-name')} />
      </Field>
      <Field id="client-email" label="Adresse e-mail" error={form.errors.email}>
        <Input type="email" {...form.bind('email', 'client-email')} />
      </Field>
    </FormDialog>
  );
}

function renderDialog(send: (input: ClientInput) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientDialog send={send} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Nouveau client' }));
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormDialog with useValibotForm', () => {
  it('shows the shared schema’s French message under the field, linked to it, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderDialog(send);
    type('Adresse e-mail', 'direction@creche.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    const message = await screen.findByText('Le nom du client est obligatoire');
    expect(message.id).toBe('client-name-error');
    const name = screen.getByLabelText('Nom du client');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('client-name-error');
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s per-field messages under the fields, without a toast', async () => {
    const refusal = { status: 400, data: { fieldErrors: { email: 'Cette adresse e-mail est déjà utilisée' } } };
    renderDialog(() => Promise.reject(refusal));
    type('Nom du client', 'Les Petits Pas');
    type('Adresse e-mail', 'direction@creche.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée')).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('starts again from empty values and no message when opened again', async () => {
    renderDialog(() => Promise.resolve({}));
    type('Adresse e-mail', 'pas-une-adresse');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await screen.findByText('Le nom du client est obligatoire');

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau client' }));

    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Le nom du client est obligatoire')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once: while the request is on its way the button says so and a second submit is ignored', async () => {
    const send = vi.fn(() => new Promise(() => {}));
    renderDialog(send);
    type('Nom du client', 'Les Petits Pas');
    type('Adresse e-mail', 'direction@creche.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    const pending = await screen.findByRole('button', { name: 'Enregistrement…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // Entrée in a field submits the form even though the button is disabled.
    fireEvent.submit(screen.getByLabelText('Nom du client').closest('form')!);
    fireEvent.click(pending);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('showMutationError', () => {
  it('says a refusal without field messages in a toast, in French', () => {
    const setErrors = vi.fn();
    expect(showMutationError(new TypeError('Failed to fetch'), setErrors)).toBe(false);
    expect(toasts.error).toHaveBeenCalledWith('Le serveur est injoignable. Vérifiez votre connexion.');
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('puts a file refusal (413, 415) under the file field instead of a toast', () => {
    const setErrors = vi.fn();
    showMutationError({ status: 413 }, setErrors, { fileField: 'file' });
    expect(setErrors).toHaveBeenCalledWith({ file: expect.any(String) });
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
