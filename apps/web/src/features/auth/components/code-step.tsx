import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';
import { useMailRelayStatus } from '../api/mail-status.ts';
import { OTP_MESSAGES, getOtpErrorMessage } from '../otp-errors.ts';

const CODE_PATTERN = /^\d{6}$/;

type CodeStepProps = { email: string; redirectTo: string; onChangeEmail: () => void };

export function CodeStep({ email, redirectTo, onChangeEmail }: CodeStepProps) {
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  // When the last code was asked for: the relay is watched for two minutes after it.
  const [sentAt, setSentAt] = useState(() => Date.now());
  const relay = useMailRelayStatus(sentAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) return setError('Le code contient 6 chiffres.');
    setError(undefined);
    setIsBusy(true);
    const { error: signInError } = await authClient.signIn.emailOtp({ email, otp: code });
    if (signInError) {
      setIsBusy(false);
      return setError(getOtpErrorMessage(signInError));
    }
    await refreshAfterAuthChange({ userChanged: true });
    await router.navigate({ href: redirectTo, replace: true });
  };

  const resend = async () => {
    setIsBusy(true);
    const { error: sendError } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
    setIsBusy(false);
    if (sendError) return setError(getOtpErrorMessage(sendError));
    setCode('');
    setError(undefined);
    setSentAt(Date.now());
    notify.info('Un nouveau code vous a été envoyé.');
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {relay === 'delayed' && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {OTP_MESSAGES.mailDelayed}
        </p>
      )}
      <Field id="code" label="Code de connexion" error={error}>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          className="text-center text-lg tracking-[0.5em]"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'code-error' : undefined}
        />
      </Field>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? 'Vérification…' : 'Se connecter'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto p-0" onClick={() => void resend()} disabled={isBusy}>
          Renvoyer le code
        </Button>
        <Button variant="link" className="h-auto p-0" onClick={onChangeEmail} disabled={isBusy}>
          Changer d’adresse e-mail
        </Button>
      </div>
    </form>
  );
}
