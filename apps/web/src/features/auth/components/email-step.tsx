import type { SignInOptions } from '@qc/shared/identity-providers/messages';
import { USER_MESSAGES } from '@qc/shared/users/messages';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import { fetchSignInOptions } from '../sign-in-options.ts';
import { sendSignInCode } from '../send-code.ts';
import { StepForm } from './step-form.tsx';

// Only for an address whose group has its identity provider (ADR 045): kept out of the page's first load.
const ProviderChoice = lazy(async () => ({ default: (await import('./provider-choice.tsx')).ProviderChoice }));

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(USER_MESSAGES.emailRequired),
  v.email(USER_MESSAGES.emailInvalid),
);

type Choice = { email: string; provider: NonNullable<SignInOptions['provider']>; emailCode: boolean };

export function EmailStep({ onCodeSent, redirectTo }: { onCodeSent: (email: string) => void; redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);

  const sendCode = async (address: string) => {
    setChoice(null);
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

  if (choice) {
    return (
      <Suspense fallback={<p role="status">Chargement…</p>}>
        <ProviderChoice
          {...choice}
          redirectTo={redirectTo}
          onSendCode={() => void sendCode(choice.email)}
          onChangeEmail={() => setChoice(null)}
        />
      </Suspense>
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
