import type { SignInOptions } from '@qc/shared/identity-providers/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { startProviderSignIn } from '../identity-provider.ts';

type Provider = NonNullable<SignInOptions['provider']>;

/**
 * ADR 045: the address's domain has its group's identity provider: « Se connecter avec <nom> », the e-mail
 * code unless the ADMIN closed it, another address. Loaded only then (the sign-in page's JavaScript budget).
 */
export function ProviderChoice(props: {
  email: string;
  provider: Provider;
  emailCode: boolean;
  redirectTo: string;
  onSendCode: () => void;
  onChangeEmail: () => void;
}) {
  const [error, setError] = useState<string>();
  const [isLeaving, setIsLeaving] = useState(false);

  const signIn = async () => {
    setError(undefined);
    setIsLeaving(true);
    const failure = await startProviderSignIn(props.provider.id, props.redirectTo);
    // On success the browser is leaving for the provider: the button keeps saying so.
    if (failure) {
      setIsLeaving(false);
      setError(failure);
    }
  };

  return (
    <div className="grid gap-4">
      <p>
        Votre groupe vous connecte avec son fournisseur d’identité. Adresse : <strong>{props.email}</strong>
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" autoFocus disabled={isLeaving} onClick={() => void signIn()}>
        {isLeaving ? 'Redirection…' : `Se connecter avec ${props.provider.name}`}
      </Button>
      {props.emailCode ? (
        <Button type="button" variant="outline" disabled={isLeaving} onClick={props.onSendCode}>
          Recevoir plutôt un code par e-mail
        </Button>
      ) : null}
      <Button type="button" variant="ghost" disabled={isLeaving} onClick={props.onChangeEmail}>
        Changer d’adresse e-mail
      </Button>
    </div>
  );
}
