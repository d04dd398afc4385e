import { USER_MESSAGES } from '@qc/shared/users/schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { sendSignInCode } from '../send-code.ts';
import { StepForm } from './step-form.tsx';

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(USER_MESSAGES.emailRequired),
  v.email(USER_MESSAGES.emailInvalid),
);

export function EmailStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  const submit = async () => {
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    setIsSending(true);
    const sendError = await sendSignInCode(parsed.output);
    setIsSending(false);
    if (sendError) return setError(sendError);
    onCodeSent(parsed.output);
  };

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
