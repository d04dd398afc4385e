import { createFileRoute, redirect } from '@tanstack/react-router';
import { identityProviderErrorMessage } from '@qc/shared/identity-providers/schemas';
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
  return (
    <LoginPage
      redirectTo={getSafeRedirect(search.redirect)}
      isAddingAccount={Boolean(search.addAccount)}
      providerError={search.error ? identityProviderErrorMessage(search.error) : undefined}
    />
  );
}
