import { OpenAPIGenerator } from '@orpc/openapi';
import { OpenAPIHandler } from '@orpc/openapi/fetch';
import { onError, ORPCError, ValidationError } from '@orpc/server';
import { RPCHandler } from '@orpc/server/fetch';
import { experimental_ValibotToJsonSchemaConverter as ValibotToJsonSchemaConverter } from '@orpc/valibot';
import { contract } from '@qc/shared/contract';
import { ERROR_MESSAGES, type ValidationIssue } from '@qc/shared/errors';
import type { Logger } from '../logger.ts';
import { router } from './router.ts';

/** A Standard Schema path as the dotted field name the forms use. */
function toFieldPath(path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined): string {
  return (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

/**
 * Input validation failures answer 400 with the French messages of the
 * shared schemas, listed and keyed by field, so forms show them in place.
 * Output validation failures are our bug: logged, answered as a plain 500.
 */
function mapValidationError(error: unknown): void {
  if (!(error instanceof ORPCError) || !(error.cause instanceof ValidationError)) return;
  if (error.code === 'BAD_REQUEST') {
    const issues: ValidationIssue[] = error.cause.issues.map((issue) => ({
      path: toFieldPath(issue.path),
      message: issue.message,
    }));
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) fieldErrors[issue.path] ??= issue.message;
    throw new ORPCError('BAD_REQUEST', {
      message: issues[0]?.message ?? ERROR_MESSAGES.BAD_REQUEST,
      data: { issues, fieldErrors },
      cause: error.cause,
    });
  }
  throw new ORPCError('INTERNAL_SERVER_ERROR', { message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR, cause: error.cause });
}

function logUnexpected(logger: Logger) {
  return (error: unknown) => {
    if (error instanceof ORPCError && error.status < 500) return;
    logger.error({ err: error }, 'Erreur inattendue dans une procédure');
  };
}

export function createHandlers(logger: Logger) {
  return {
    openapi: new OpenAPIHandler(router, {
      clientInterceptors: [onError(mapValidationError)],
      interceptors: [onError(logUnexpected(logger))],
    }),
    rpc: new RPCHandler(router, {
      clientInterceptors: [onError(mapValidationError)],
      interceptors: [onError(logUnexpected(logger))],
    }),
  };
}

let openApiDocument: Promise<unknown> | null = null;

/** The OpenAPI document generated from the contract (DESIGN §2), built once. */
export function getOpenApiDocument(): Promise<unknown> {
  openApiDocument ??= new OpenAPIGenerator({ schemaConverters: [new ValibotToJsonSchemaConverter()] }).generate(
    contract,
    {
      info: {
        title: 'Qualité & Conformité — API',
        version: '1.0.0',
        description:
          "API de l'application d'auto-évaluation qualité et conformité. Authentification par cookie de session (/api/auth).",
      },
      servers: [{ url: '/api/v1' }],
    },
  );
  return openApiDocument;
}
