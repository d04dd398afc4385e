import { USER_MESSAGES } from '@qc/shared/users/schemas';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { authClient } from '@/lib/auth-client.ts';
import { getOtpErrorMessage } from '../otp-errors.ts';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(EmailSchema, email);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    setIsSending(true);
    const { error: sendError } = await authClient.emailOtp.sendVerificationOtp({
      email: parsed.output,
      type: 'sign-in',
    });
    setIsSending(false);
    if (sendError) return setError(getOtpErrorMessage(sendError));
    onCodeSent(parsed.output);
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field id="email" label="Adresse e-mail" error={error}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'email-error' : undefined}
        />
      </Field>
      <Button type="submit" disabled={isSending}>
        {isSending ? 'Envoi du code…' : 'Recevoir un code'}
      </Button>
    </form>
  );
}
