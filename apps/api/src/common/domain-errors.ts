import { ERROR_MESSAGES, type ValidationErrorData, type ValidationIssue } from '@qc/shared/errors';

/**
 * The refusals an operation may answer, free of any transport: services throw
 * these, `handlers.ts` turns them into the contract's oRPC errors once
 * (the code is the oRPC code, hence the HTTP status; message and data go out
 * as they are). Messages are the French ones the user reads.
 */
export type DomainErrorCode =
  'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'SERVICE_UNAVAILABLE' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** 404: absent, or outside the caller's scope (the two are not told apart). */
export class NotFound extends DomainError {
  constructor(message: string = ERROR_MESSAGES.NOT_FOUND) {
    super('NOT_FOUND', message);
  }
}

/** 403: the caller lacks the permission, or the record refuses this caller. */
export class Forbidden extends DomainError {
  constructor(message: string = ERROR_MESSAGES.FORBIDDEN) {
    super('FORBIDDEN', message);
  }
}

/** 409: the record's state refuses the change; `data` may carry the current record (e.g. `{ current }`). */
export class Conflict extends DomainError {
  constructor(message: string, data?: unknown) {
    super('CONFLICT', message, data);
  }
}

/** 400: the input is refused by a rule the schema cannot see; `data` as the contract shapes it. */
export class Invalid extends DomainError {
  constructor(message: string, data?: unknown) {
    super('BAD_REQUEST', message, data);
  }
}

/** 503: the service is saturated or timed out; the caller may retry. */
export class Unavailable extends DomainError {
  constructor(message: string) {
    super('SERVICE_UNAVAILABLE', message);
  }
}

/** 429: the caller's address spent its allowance (the public survey pages). */
export class TooManyRequests extends DomainError {
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export function notFound(message?: string): never {
  throw new NotFound(message);
}

/** The first row `query` answers, else a 404 with `missing`: an id out of the caller's scope answers like an unknown one. */
export async function firstOrNotFound<TRow>(query: PromiseLike<TRow[]>, missing: string): Promise<TRow> {
  const [row] = await query;
  if (!row) notFound(missing);
  return row;
}

export function forbidden(message?: string): never {
  throw new Forbidden(message);
}

export function conflict(message: string, data?: unknown): never {
  throw new Conflict(message, data);
}

export function invalid(message: string, data?: unknown): never {
  throw new Invalid(message, data);
}

/** The data of a 400 shaped like a schema failure: the issues listed, and the first message of each field. */
export function validationData(issues: ValidationIssue[]): ValidationErrorData {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path] ??= issue.message;
  return { issues, fieldErrors };
}

/** A 400 with one French message under a field, shaped like a validation error. */
export function fieldError(field: string, message: string): never {
  throw new Invalid(message, validationData([{ path: field, message }]));
}
