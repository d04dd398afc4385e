/** Loaded when a message is needed: the sign-in page's first load stays within its JavaScript budget. */
const messages = async () => (await import('@qc/shared/identity-providers/messages')).IDENTITY_PROVIDER_MESSAGES;

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
    return response.status === 503 && body?.message ? body.message : (await messages()).failed;
  } catch {
    return (await messages()).providerUnavailable;
  }
}
