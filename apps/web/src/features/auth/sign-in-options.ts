import type { SignInOptions } from '@qc/shared/identity-providers/messages';

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
