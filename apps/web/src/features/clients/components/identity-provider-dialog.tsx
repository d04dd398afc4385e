import { IdentityProviderSetInputSchema, type IdentityProvider } from '@qc/shared/identity-providers/schemas';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { InputField, TextField } from '@/components/forms/fields.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { invalidatingHook } from '@/lib/invalidating-mutation.ts';
import { notify } from '@/lib/toast.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';

const KEYS = [orpc.identityProviders.key()];
const useSetIdentityProvider = invalidatingHook(orpc.identityProviders.set, KEYS, { awaitRefetch: true });
const useRemoveIdentityProvider = invalidatingHook(orpc.identityProviders.remove, KEYS, { awaitRefetch: true });

type Values = {
  displayName: string;
  issuer: string;
  clientIdentifier: string;
  clientSecret: string;
  domains: string;
  emailCodeFallback: boolean;
};

const toValues = (provider: IdentityProvider | null | undefined): Values => ({
  displayName: provider?.displayName ?? '',
  issuer: provider?.issuer ?? '',
  clientIdentifier: provider?.clientIdentifier ?? '',
  clientSecret: '',
  domains: provider?.domains.join(', ') ?? '',
  emailCodeFallback: provider?.emailCodeFallback ?? true,
});

/** « groupe.fr, autre.fr » or one per line: the domains as the schema checks them one by one. */
const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Issue 32 item 2 (ADR 045): an ADMIN sets how a client's staff sign in: the group's OpenID Connect
 * provider (Microsoft Entra ID, Google Workspace…), the e-mail domains it covers, and whether the e-mail
 * code stays open to them. The secret is written, never shown again.
 */
export function IdentityProviderDialog({ clientId, clientName }: { clientId: string; clientName: string }) {
  const form = useValibotForm<Values>(() => toValues(null));
  const query = useQuery({
    ...orpc.identityProviders.get.queryOptions({ input: { clientId } }),
    enabled: form.isOpen,
    // What the ADMIN types is not replaced by a background refetch.
    refetchOnWindowFocus: false,
  });
  const provider = query.data?.provider ?? null;
  const save = useSetIdentityProvider();
  const remove = useRemoveIdentityProvider();
  const fallbackId = useId();

  // The stored settings fill the form once read (the secret field stays empty: « laisser vide pour garder »).
  const { isOpen, setValues, setErrors } = form;
  const data = query.data;
  // The fields open only with the values they were filled with, in the same render: nothing typed before
  // is overwritten by the stored settings arriving.
  const [filledWith, setFilledWith] = useState<typeof data>(undefined);
  useEffect(() => {
    if (isOpen && data) {
      setValues(toValues(data.provider));
      setFilledWith(data);
    }
    if (!isOpen) setFilledWith(undefined);
  }, [isOpen, data, setValues]);

  const submit = () => {
    const input = { clientId, ...form.values, domains: splitDomains(form.values.domains) };
    form.send(
      IdentityProviderSetInputSchema,
      input,
      save.mutate,
      saveCallbacks(form, 'Fournisseur d’identité enregistré.'),
    );
    // A wrong domain is reported at `domains.<n>`: said under the one field that holds them all.
    setErrors((previous) => {
      const domain = Object.entries(previous).find(([key]) => key.startsWith('domains.'));
      return domain && !previous.domains ? { ...previous, domains: domain[1] } : previous;
    });
  };

  return (
    <FormDialog
      form={form}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Fournisseur d’identité de ${clientName}`}>
          <KeyRound aria-hidden />
        </Button>
      }
      title="Connexion par le fournisseur d’identité du groupe"
      description={`${clientName} : ses utilisateurs se connectent avec leur compte Microsoft Entra ID, Google Workspace ou tout fournisseur OpenID Connect. Seuls les comptes déjà créés ici peuvent se connecter ; rôles et périmètre restent ceux de l’application.`}
      onSubmit={submit}
      isPending={save.isPending}
      isLoading={query.isLoading || (data !== undefined && filledWith !== data)}
      submitLabel="Enregistrer"
      secondaryAction={
        provider ? (
          <ConfirmActionButton
            trigger={<Button variant="outline">Retirer le fournisseur</Button>}
            title="Retirer le fournisseur d’identité ?"
            description="Les utilisateurs de ce client se connecteront de nouveau avec un code reçu par e-mail."
            confirmLabel="Retirer"
            pendingLabel="Retrait…"
            confirmVariant="destructive"
            isPending={remove.isPending}
            onConfirm={(close) =>
              remove.mutate(
                { clientId },
                {
                  onSuccess: () => {
                    notify.success('Fournisseur d’identité retiré.');
                    close();
                    form.close();
                  },
                  onError: (error) => showMutationError(error, form.setErrors),
                },
              )
            }
          />
        ) : undefined
      }
    >
      {query.isError ? (
        <p role="alert" className="text-destructive">
          La configuration n’a pas pu être lue. Fermez puis rouvrez cette fenêtre.
        </p>
      ) : null}
      <div className="grid gap-4">
        <TextField form={form} field="displayName" id="idp-displayName" label="Nom affiché (« Se connecter avec … »)" />
        <TextField
          form={form}
          field="issuer"
          id="idp-issuer"
          label="Émetteur (issuer)"
          hint="Entra ID : https://login.microsoftonline.com/<id du locataire>/v2.0 · Google : https://accounts.google.com"
          inputMode="url"
        />
        <TextField
          form={form}
          field="clientIdentifier"
          id="idp-clientIdentifier"
          label="Identifiant client (client id)"
        />
        <TextField
          form={form}
          field="clientSecret"
          id="idp-clientSecret"
          type="password"
          autoComplete="off"
          label="Secret client"
          hint={
            provider?.hasClientSecret ? 'Un secret est enregistré (chiffré) : laissez vide pour le garder.' : undefined
          }
        />
        <TextField
          form={form}
          field="domains"
          id="idp-domains"
          label="Domaines d’e-mail couverts"
          hint="Séparés par des virgules, par exemple : groupe-creches.fr, groupe-creches.com"
        />
        {provider ? (
          <InputField
            id="idp-redirectUri"
            label="URI de redirection à déclarer chez le fournisseur"
            readOnly
            value={provider.redirectUri}
          />
        ) : null}
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={fallbackId}
            checked={form.values.emailCodeFallback}
            onCheckedChange={(checked) => form.set('emailCodeFallback', checked === true)}
          />
          <Label htmlFor={fallbackId}>Garder la connexion par code reçu par e-mail pour ces utilisateurs</Label>
        </div>
      </div>
    </FormDialog>
  );
}
