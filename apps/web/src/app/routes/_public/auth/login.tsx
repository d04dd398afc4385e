import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { getSafeRedirect } from '@/features/auth/safe-redirect.ts';
import { sessionQueryOptions } from '@/lib/auth.ts';
import { pageTitle } from '@/lib/page-title.ts';

const loginSearchSchema = v.object({
  redirect: v.optional(v.string()),
  addAccount: v.optional(v.union([v.literal('1'), v.literal(1)])),
  // Back from the group's identity provider (ADR 045): better-auth's error code, said in French below.
  error: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const Route = createFileRoute('/_public/auth/login')({
  head: () => ({ meta: [{ title: pageTitle('Connexion') }] }),
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    if (search.addAccount) return;
    const session = await context.queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
    if (session) throw redirect({ href: getSafeRedirect(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  // Back from the provider with a failure: its French message, loaded only then (the page's JavaScript budget).
  const [providerError, setProviderError] = useState<string>();
  useEffect(() => {
    const code = search.error;
    if (!code) return setProviderError(undefined);
    let live = true;
    void import('@qc/shared/identity-providers/messages').then(({ identityProviderErrorMessage }) => {
      if (live) setProviderError(identityProviderErrorMessage(code));
    });
    return () => {
      live = false;
    };
  }, [search.error]);
  return (
    <LoginPage
      redirectTo={getSafeRedirect(search.redirect)}
      isAddingAccount={Boolean(search.addAccount)}
      providerError={providerError}
    />
  );
}
