import { IDENTITY_PROVIDER_MESSAGES, type SignInOptions } from '@qc/shared/identity-providers/schemas';

/** Issue 32 item 2 (ADR 045): whether the address's domain signs in with its group's provider (null: unknown). */
export async function fetchSignInOptions(email: string): Promise<SignInOptions | null> {
  try {
    const response = await fetch(`/api/sign-in-options?email=${encodeURIComponent(email)}`, {
      credentials: 'omit',
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as SignInOptions) : null;
  } catch {
    return null;
  }
}

/**
 * Leaves for the provider (better-auth's /sign-in/social answers its authorization address); back on
 * `redirectTo` once signed in, or on this page with `?error=` otherwise. Resolves to a French message when
 * the way out itself fails (the provider down: the server's 503 says it).
 */
export async function startProviderSignIn(providerId: string, redirectTo: string): Promise<string | undefined> {
  try {
    const response = await fetch('/api/auth/sign-in/social', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: providerId,
        callbackURL: redirectTo,
        errorCallbackURL: `/auth/login?redirect=${encodeURIComponent(redirectTo)}`,
      }),
    });
    const body = (await response.json().catch(() => null)) as { url?: string; message?: string } | null;
    if (response.ok && body?.url) {
      window.location.assign(body.url);
      return undefined;
    }
    return response.status === 503 && body?.message ? body.message : IDENTITY_PROVIDER_MESSAGES.failed;
  } catch {
    return IDENTITY_PROVIDER_MESSAGES.providerUnavailable;
  }
}
