import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** better-auth's session cookie over plain http (no `__Secure-` prefix). */
export const SESSION_COOKIE = 'better-auth.session_token';
/** As the API's own sessions (apps/api/src/auth/auth.ts): 7 days. */
const SESSION_DAYS = 7;

/**
 * Sessions written straight into better-auth's `session` table of a stopped API's PGlite data folder
 * (the database lives inside the API process: it must be stopped while we write). `perAccount` rows
 * for each e-mail; each answered as the cookie value the browser would hold, signed as better-call
 * signs it (`token.base64(HMAC-SHA256(secret, token))`) with the secret the API keeps in its folder.
 */
export async function createSessions(dataDir: string, emails: readonly string[], perAccount: number) {
  // As the API reads it (apps/api/src/config.ts): the variable, else the file it created at its first start.
  const secret = process.env.BETTER_AUTH_SECRET || readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const cookies = new Map<string, string[]>();
  try {
    for (const email of emails) {
      const values: string[] = [];
      for (let index = 0; index < perAccount; index += 1) {
        const token = randomBytes(24).toString('base64url');
        const result = await client.query(
          `insert into session (id, expires_at, token, created_at, updated_at, user_id)
           select $1, now() + make_interval(days => $2), $3, now(), now(), id from "user" where email = $4`,
          [randomUUID(), SESSION_DAYS, token, email],
        );
        if (result.affectedRows !== 1) throw new Error(`Aucun utilisateur ${email} dans ${dataDir}`);
        const signature = createHmac('sha256', secret).update(token).digest('base64');
        values.push(encodeURIComponent(`${token}.${signature}`));
      }
      cookies.set(email, values);
    }
  } finally {
    await client.close();
  }
  return cookies;
}
