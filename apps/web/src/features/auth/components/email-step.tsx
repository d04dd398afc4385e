import type { SignInOptions } from '@qc/shared/identity-providers/schemas';
import { USER_MESSAGES } from '@qc/shared/users/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { fetchSignInOptions, startProviderSignIn } from '../identity-provider.ts';
import { sendSignInCode } from '../send-code.ts';
import { StepForm } from './step-form.tsx';

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(USER_MESSAGES.emailRequired),
  v.email(USER_MESSAGES.emailInvalid),
);

type Provider = NonNullable<SignInOptions['provider']>;

export function EmailStep({ onCodeSent, redirectTo }: { onCodeSent: (email: string) => void; redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  // ADR 045: the address's domain has its group's identity provider.
  const [choice, setChoice] = useState<{ email: string; provider: Provider; emailCode: boolean } | null>(null);

  const sendCode = async (address: string) => {
    setIsSending(true);
    const sendError = await sendSignInCode(address);
    setIsSending(false);
    if (sendError) return setError(sendError);
    onCodeSent(address);
  };

  const submit = async () => {
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    setIsSending(true);
    const options = await fetchSignInOptions(parsed.output);
    setIsSending(false);
    if (options?.provider) {
      return setChoice({ email: parsed.output, provider: options.provider, emailCode: options.emailCode });
    }
    await sendCode(parsed.output);
  };

  const signInWithProvider = async (provider: Provider) => {
    setError(undefined);
    setIsSending(true);
    const failure = await startProviderSignIn(provider.id, redirectTo);
    // On success the browser is leaving for the provider: the button keeps saying so.
    if (failure) {
      setIsSending(false);
      setError(failure);
    }
  };

  if (choice) {
    return (
      <div className="grid gap-4">
        <p>
          Votre groupe vous connecte avec son fournisseur d’identité. Adresse : <strong>{choice.email}</strong>
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="button" autoFocus disabled={isSending} onClick={() => void signInWithProvider(choice.provider)}>
          {isSending ? 'Redirection…' : `Se connecter avec ${choice.provider.name}`}
        </Button>
        {choice.emailCode ? (
          <Button type="button" variant="outline" disabled={isSending} onClick={() => void sendCode(choice.email)}>
            Recevoir plutôt un code par e-mail
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          disabled={isSending}
          onClick={() => {
            setChoice(null);
            setError(undefined);
          }}
        >
          Changer d’adresse e-mail
        </Button>
      </div>
    );
  }

  return (
    <StepForm
      onSubmit={() => void submit()}
      field={{
        id: 'email',
        label: 'Adresse e-mail',
        error,
        type: 'email',
        autoComplete: 'email',
        autoFocus: true,
        value: email,
        onChange: (event) => setEmail(event.target.value),
      }}
      isBusy={isSending}
      submitLabel="Recevoir un code"
      busyLabel="Envoi du code…"
    />
  );
}
