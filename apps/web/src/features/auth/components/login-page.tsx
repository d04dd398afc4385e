import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';

type LoginPageProps = {
  redirectTo: string;
  isAddingAccount: boolean;
  /** Back from the group's identity provider with a failure (ADR 045): its French message. */
  providerError?: string | undefined;
};

/** SPEC §1: sign-in with an e-mail one-time code; then back to the page the user asked for. */
export function LoginPage({ redirectTo, isAddingAccount, providerError }: LoginPageProps) {
  const [email, setEmail] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{isAddingAccount ? 'Ajouter un compte' : 'Connexion'}</CardTitle>
        <CardDescription>
          {email
            ? `Saisissez le code à 6 chiffres envoyé à ${email}.`
            : 'Saisissez votre adresse e-mail : nous vous enverrons un code de connexion.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {providerError && !email ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
            {providerError}
          </p>
        ) : null}
        {email ? (
          <CodeStep email={email} redirectTo={redirectTo} onChangeEmail={() => setEmail(null)} />
        ) : (
          <EmailStep onCodeSent={setEmail} redirectTo={redirectTo} />
        )}
      </CardContent>
    </Card>
  );
}
