import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import type { ContractRouterClient } from '@orpc/contract';
import type { JsonifiedClient } from '@orpc/openapi-client';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import { contract } from '@qc/shared/contract';

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * SPEC §7: the product calls use the versioned REST prefix, send credentials
 * and JSON. DESIGN §2: they go through the OpenAPI link on /api/v1.
 */
const openApiLink = new OpenAPILink(contract, {
  url: `${origin}/api/v1`,
  fetch: (request, init) => fetch(request, { ...init, credentials: 'include' }),
});

export const apiClient: JsonifiedClient<ContractRouterClient<typeof contract>> = createORPCClient(openApiLink);

/** TanStack Query options built from the contract: never a hand-written query key. */
export const orpc = createTanstackQueryUtils(apiClient);

/**
 * SPEC §7 "second call style": the procedures outside SPEC §7's list go
 * through the RPC link on /rpc, on the same contract.
 */
const rpcLink = new RPCLink({
  url: `${origin}/rpc`,
  fetch: (request, init) => fetch(request, { ...init, credentials: 'include' }),
});

export const rpcClient: ContractRouterClient<typeof contract> = createORPCClient(rpcLink);
export const rpc = createTanstackQueryUtils(rpcClient, { path: ['rpc'] });
