import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * ADR 045: an identity provider's client secret is sealed at rest with AES-256-GCM. The key is derived
 * (HKDF-SHA-256) from the server's auth secret (BETTER_AUTH_SECRET, or the one generated in DATA_DIR), under
 * its own label, so a database dump alone does not give the secret, and no second secret has to be managed.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the client id is the additional data, so a sealed
 * secret copied onto another client's row does not open.
 */
const VERSION = 'v1';
const INFO = 'qualite-conformite/identity-provider-client-secret/v1';

function keyOf(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'qualite-conformite', INFO, 32));
}

export function sealSecret(authSecret: string, clientId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  cipher.setAAD(Buffer.from(clientId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it cannot be opened (auth secret changed, row tampered with). */
export function openSecret(authSecret: string, clientId: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(clientId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
