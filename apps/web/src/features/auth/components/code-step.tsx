import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { notify } from '@/lib/toast.ts';
import { useMailRelayStatus } from '../api/mail-status.ts';
import { OTP_MESSAGES, getOtpErrorMessage } from '../otp-errors.ts';
import { sendSignInCode } from '../send-code.ts';
import { StepForm } from './step-form.tsx';

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

  const submit = async () => {
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
    const sendError = await sendSignInCode(email);
    setIsBusy(false);
    if (sendError) return setError(sendError);
    setCode('');
    setError(undefined);
    setSentAt(Date.now());
    notify.info('Un nouveau code vous a été envoyé.');
  };

  return (
    <StepForm
      onSubmit={() => void submit()}
      notice={
        relay === 'delayed' && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {OTP_MESSAGES.mailDelayed}
          </p>
        )
      }
      field={{
        id: 'code',
        label: 'Code de connexion',
        error,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        autoFocus: true,
        maxLength: 6,
        className: 'text-center text-lg tracking-[0.5em]',
        value: code,
        onChange: (event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6)),
      }}
      isBusy={isBusy}
      submitLabel="Se connecter"
      busyLabel="Vérification…"
    >
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto p-0" onClick={() => void resend()} disabled={isBusy}>
          Renvoyer le code
        </Button>
        <Button variant="link" className="h-auto p-0" onClick={onChangeEmail} disabled={isBusy}>
          Changer d’adresse e-mail
        </Button>
      </div>
    </StepForm>
  );
}
