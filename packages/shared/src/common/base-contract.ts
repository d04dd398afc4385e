import { oc as bareContract } from '@orpc/contract';
import * as v from 'valibot';
import { ERROR_MESSAGES } from '../errors.ts';

const ValidationIssueSchema = v.object({ path: v.string(), message: v.string() });

/** The data of a 400: every issue, and the first message of each field (forms show them in place). */
export const ValidationErrorDataSchema = v.object({
  issues: v.array(ValidationIssueSchema),
  fieldErrors: v.record(v.string(), v.string()),
});

/**
 * Every procedure of the contract starts here (issue 15): the refusals any
 * procedure may answer are declared once, so the OpenAPI document lists them
 * for every operation and clients read them as typed errors (`defined: true`,
 * `isDefinedError`). A 409 of an optimistic-concurrency check carries the
 * current row in `data.current`.
 */
export const oc = bareContract.errors({
  BAD_REQUEST: { status: 400, message: ERROR_MESSAGES.BAD_REQUEST, data: v.optional(ValidationErrorDataSchema) },
  UNAUTHORIZED: { status: 401, message: ERROR_MESSAGES.UNAUTHORIZED },
  FORBIDDEN: { status: 403, message: ERROR_MESSAGES.FORBIDDEN },
  NOT_FOUND: { status: 404, message: ERROR_MESSAGES.NOT_FOUND },
  CONFLICT: {
    status: 409,
    message: ERROR_MESSAGES.CONFLICT,
    data: v.optional(v.object({ current: v.optional(v.unknown()) })),
  },
  TOO_MANY_REQUESTS: { status: 429, message: ERROR_MESSAGES.TOO_MANY_REQUESTS },
});
