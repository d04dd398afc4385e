import { OpenAPIHandler } from '@orpc/openapi/fetch';
import { COMMON_ORPC_ERROR_DEFS } from '@orpc/client';
import { onError, ORPCError, ValidationError } from '@orpc/server';
import { RPCHandler } from '@orpc/server/fetch';
import { ERROR_MESSAGES, type ValidationIssue } from '@qc/shared/errors';
import { findInputFlaw } from '@qc/shared/validation/fields';
import { ERROR_CODE_MESSAGES, INPUT_MESSAGES } from '@qc/shared/validation/messages';
import { DomainError } from './common/domain-errors.ts';
import type { Logger } from './logger.ts';
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

/** No input of the contract nests this deep: a 10,000-deep body is refused before any schema or service walks it. */
const MAX_INPUT_DEPTH = 32;

function badRequest(path: string, message: string): ORPCError<'BAD_REQUEST', unknown> {
  return new ORPCError('BAD_REQUEST', {
    message,
    data: { issues: [{ path, message }], fieldErrors: { [path]: message } },
  });
}

/** The contexts whose procedure was reached: a plain error after that point is ours (500), before it the request's (400). */
const reachedProcedure = new WeakSet<object>();

/**
 * Issue 12 item 5, for every procedure at once: a NUL anywhere (path
 * segment, query, body, key) or nesting beyond MAX_INPUT_DEPTH is a French
 * 400 before validation (PostgreSQL refuses NUL: it answered 500). A
 * domain error leaves as its oRPC error; any other failure of a procedure
 * leaves as a French 500, its cause logged.
 */
async function guardInput<T>({ input, context, next }: { input: unknown; context: object; next: () => Promise<T> }) {
  reachedProcedure.add(context);
  const flaw = findInputFlaw(input, MAX_INPUT_DEPTH);
  if (flaw?.kind === 'nul') throw badRequest(flaw.path, INPUT_MESSAGES.controlCharacter);
  if (flaw?.kind === 'depth') throw badRequest(flaw.path, INPUT_MESSAGES.tooDeep);
  try {
    return await next();
  } catch (error) {
    if (error instanceof ORPCError) throw error;
    if (error instanceof DomainError) throw toORPCError(error);
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR, cause: error });
  }
}

/**
 * The one place a service's refusal becomes the contract's error (issue 18):
 * its code (hence status), French message and data unchanged. Thrown inside
 * the procedure client, so a code the contract declares comes out `defined`.
 */
function toORPCError(error: DomainError): ORPCError<string, unknown> {
  return new ORPCError(error.code, { message: error.message, data: error.data, cause: error });
}

/** oRPC's own wordings (its defaults, "Internal server error", "Malformed request…"): none may reach a user. */
const ENGLISH_MESSAGES = new Set<string>([
  ...Object.values(COMMON_ORPC_ERROR_DEFS).map((definition) => definition.message),
  'Internal server error',
  'Input validation failed',
  'Output validation failed',
]);

function frenchMessageOf(code: string): string {
  return (ERROR_MESSAGES as Record<string, string>)[code] ?? ERROR_CODE_MESSAGES[code] ?? ERROR_MESSAGES.BAD_REQUEST;
}

/**
 * Errors raised before the procedure (the body is not JSON, the RPC envelope
 * is broken) are the caller's: a French 400. oRPC errors with oRPC's English
 * wording get the French one of their code.
 */
async function frenchErrors<T>({ context, next }: { context: object; next: () => Promise<T> }): Promise<T> {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof ORPCError)) {
      if (reachedProcedure.has(context)) {
        throw new ORPCError('INTERNAL_SERVER_ERROR', { message: ERROR_MESSAGES.INTERNAL_SERVER_ERROR, cause: error });
      }
      throw new ORPCError('BAD_REQUEST', { message: INPUT_MESSAGES.malformed, cause: error });
    }
    if (ENGLISH_MESSAGES.has(error.message) || error.message.startsWith('Malformed request')) {
      throw new ORPCError(error.code, {
        defined: error.defined,
        status: error.status,
        message: error.code === 'BAD_REQUEST' ? INPUT_MESSAGES.malformed : frenchMessageOf(error.code),
        data: error.data,
        cause: error.cause ?? error,
      });
    }
    throw error;
  }
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
      clientInterceptors: [guardInput, onError(mapValidationError)],
      interceptors: [onError(logUnexpected(logger)), frenchErrors],
    }),
    rpc: new RPCHandler(router, {
      clientInterceptors: [guardInput, onError(mapValidationError)],
      interceptors: [onError(logUnexpected(logger)), frenchErrors],
    }),
  };
}
