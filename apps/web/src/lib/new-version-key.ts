/**
 * Issue 34 item 5: the sessionStorage key set when the page reloads onto a new build (server-reach.ts),
 * read at start-up (main.tsx) so that the page says why it reloaded. Its own tiny module: /auth/login
 * loads it, not the rest.
 */
export const NEW_VERSION_NOTICE = 'qc-nouvelle-version:annonce';
