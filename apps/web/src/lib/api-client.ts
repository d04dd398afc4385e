import { createORPCClient, DynamicLink } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import type { ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import { contract, type Contract } from '@qc/shared/contract';

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const withCredentials = (request: Request, init: RequestInit) => fetch(request, { ...init, credentials: 'include' });

/**
 * SPEC §7 lists every procedure of these routers, and only those: they are called on the
 * versioned REST prefix, with credentials and JSON (DESIGN §2: the OpenAPI link on /api/v1).
 */
const SPEC_7_ROUTERS: ReadonlySet<string> = new Set<keyof Contract>([
  'users',
  'establishments',
  'agreements',
  'legalEntities',
  'clients',
  'members',
]);

const openApiLink = new OpenAPILink(contract, { url: `${origin}/api/v1`, fetch: withCredentials });
/** SPEC §7 "second call style": every other procedure goes through the RPC link on /rpc, on the same contract. */
const rpcLink = new RPCLink({ url: `${origin}/rpc`, fetch: withCredentials });

/** The link a procedure is called through, from its router's name (the first part of its path). */
export function linkFor(path: readonly string[]): 'openapi' | 'rpc' {
  return SPEC_7_ROUTERS.has(path[0] ?? '') ? 'openapi' : 'rpc';
}

/**
 * The one client of the SPA: each procedure goes through one link, always the same
 * (a response has the same shape either way: the contract's outputs are JSON values and files).
 */
export const client: ContractRouterClient<Contract> = createORPCClient(
  new DynamicLink((_options, path) => (linkFor(path) === 'openapi' ? openApiLink : rpcLink)),
);

/** TanStack Query options built from the contract: one cache key per procedure, never a hand-written one. */
export const orpc = createTanstackQueryUtils(client);
