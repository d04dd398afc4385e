import { createAuthClient } from 'better-auth/react';
import { emailOTPClient, inferAdditionalFields, multiSessionClient } from 'better-auth/client/plugins';

/**
 * better-auth on the API host (SPEC §7 "Authentication"): e-mail one-time code,
 * multi-session, and the additional user fields of the server.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  fetchOptions: { credentials: 'include' },
  plugins: [
    emailOTPClient(),
    multiSessionClient(),
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        roles: { type: 'string[]', required: false, input: false },
        permissions: { type: 'string[]', required: false, input: false },
        clientId: { type: 'string', required: false, input: false },
        establishmentId: { type: 'string', required: false, input: false },
      },
    }),
  ],
});

export type AuthSession = NonNullable<typeof authClient.$Infer.Session>;
