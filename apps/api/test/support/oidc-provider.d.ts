// oidc-provider 9 ships no types: the part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type KoaContext = { path: string; method: string; req: IncomingMessage; res: ServerResponse; body: unknown };
  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
    proxy: boolean;
  }
  export default Provider;
}
