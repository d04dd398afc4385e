import { IDENTITY_PROVIDER_MESSAGES } from '@qc/shared/identity-providers/messages';
import {
  type IdentityProvider,
  type IdentityProviderOutput,
  type IdentityProviderSetInput,
} from '@qc/shared/identity-providers/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clientIdentityProviders } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import { findClientRowInScope, CLIENT_ERRORS } from '../clients/queries.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { sealSecret } from './secret-box.ts';
import { providerIdOf } from './sign-in.ts';

type Row = typeof clientIdentityProviders.$inferSelect;

/** The ADMIN's view: never the secret, sealed or not (ADR 045). */
function toProvider(row: Row, publicUrl: string): IdentityProvider {
  return {
    clientId: row.clientId,
    displayName: row.displayName,
    issuer: row.issuer,
    clientIdentifier: row.oidcClientId,
    hasClientSecret: row.sealedClientSecret !== '',
    domains: row.domains,
    emailCodeFallback: row.emailCodeFallback,
    redirectUri: `${publicUrl}/api/auth/callback/${providerIdOf(row.clientId)}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a provider: its settings, never its secret. */
function audited_(row: Row) {
  const { sealedClientSecret: _secret, ...rest } = row;
  return rest;
}

async function clientInScope(db: Database, actor: Actor, clientId: string) {
  if (!(await findClientRowInScope(db, actor, clientId))) notFound(CLIENT_ERRORS.notFound);
}

export async function getIdentityProvider(
  db: Database,
  actor: Actor,
  input: { clientId: string },
  context: AuthedContext,
): Promise<IdentityProviderOutput> {
  await clientInScope(db, actor, input.clientId);
  const [row] = await db
    .select()
    .from(clientIdentityProviders)
    .where(eq(clientIdentityProviders.clientId, input.clientId));
  return { provider: row ? toProvider(row, context.deps.publicUrl) : null };
}

export async function setIdentityProvider(
  db: Database,
  actor: Actor,
  input: IdentityProviderSetInput,
  context: AuthedContext,
): Promise<IdentityProvider> {
  await clientInScope(db, actor, input.clientId);
  // `clientIdentifier` (not …Id: no row of ours) is the provider's client id, stored as `oidc_client_id`.
  const { clientId, clientSecret, clientIdentifier, ...rest } = input;
  const settings = { ...rest, oidcClientId: clientIdentifier };
  const saved = await db.transaction(async (tx) => {
    // One client per domain: the sign-in page must know whose provider an address goes to.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('client_identity_providers.domains'))`);
    const [taken] = await tx
      .select({ domains: clientIdentityProviders.domains })
      .from(clientIdentityProviders)
      .where(
        and(
          ne(clientIdentityProviders.clientId, clientId),
          sql`${clientIdentityProviders.domains} && ${sql.param(settings.domains)}::text[]`,
        ),
      )
      .limit(1);
    if (taken) {
      const domain = settings.domains.find((item) => taken.domains.includes(item))!;
      fieldError('domains', IDENTITY_PROVIDER_MESSAGES.domainTaken(domain));
    }
    const [before] = await tx
      .select()
      .from(clientIdentityProviders)
      .where(eq(clientIdentityProviders.clientId, clientId))
      .for('update');
    if (!before && clientSecret === '') fieldError('clientSecret', IDENTITY_PROVIDER_MESSAGES.clientSecretRequired);
    const sealedClientSecret =
      clientSecret === '' ? before!.sealedClientSecret : sealSecret(context.deps.authSecret, clientId, clientSecret);
    const change = {
      entity: 'identity-provider',
      action: before ? 'update' : 'create',
      clientId,
      id: clientId,
      ...(before ? { before: audited_(before) } : {}),
    } as const;
    const row = await audited(tx, actor, change, async () => {
      const [written] = await tx
        .insert(clientIdentityProviders)
        .values({ clientId, ...settings, sealedClientSecret })
        .onConflictDoUpdate({
          target: clientIdentityProviders.clientId,
          set: { ...settings, sealedClientSecret, updatedAt: new Date() },
        })
        .returning();
      return audited_(written!);
    });
    return { ...row, sealedClientSecret };
  });
  return toProvider(saved, context.deps.publicUrl);
}

export async function removeIdentityProvider(db: Database, actor: Actor, clientId: string): Promise<void> {
  await clientInScope(db, actor, clientId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clientIdentityProviders)
      .where(eq(clientIdentityProviders.clientId, clientId))
      .for('update');
    if (!before) notFound(IDENTITY_PROVIDER_MESSAGES.notFound);
    const change = {
      entity: 'identity-provider',
      action: 'delete',
      clientId,
      id: clientId,
      before: audited_(before),
    } as const;
    await audited(tx, actor, change, async () => {
      await tx.delete(clientIdentityProviders).where(eq(clientIdentityProviders.clientId, clientId));
    });
  });
}
