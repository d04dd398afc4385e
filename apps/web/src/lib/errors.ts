import { isDefinedError, ORPCError } from '@orpc/client';
import { ERROR_MESSAGES } from '@qc/shared/errors';

type ErrorWithData = { status?: number; code?: string; message?: string; data?: unknown };

/** The HTTP status of an oRPC or better-auth error, when known. */
export function getErrorStatus(error: unknown): number | undefined {
  if (error instanceof ORPCError) return error.status;
  const status = (error as ErrorWithData | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's per-field French messages of a 400 (ValidationErrorData.fieldErrors). */
export function getFieldErrors(error: unknown): Record<string, string> {
  const data = (error as ErrorWithData | null)?.data as { fieldErrors?: unknown } | undefined;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fieldErrors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const STATUS_MESSAGES: Record<number, string> = {
  400: ERROR_MESSAGES.BAD_REQUEST,
  401: ERROR_MESSAGES.UNAUTHORIZED,
  403: ERROR_MESSAGES.FORBIDDEN,
  404: ERROR_MESSAGES.NOT_FOUND,
  409: ERROR_MESSAGES.CONFLICT,
  429: ERROR_MESSAGES.TOO_MANY_REQUESTS,
};

/** A French sentence for a toast: the server's own message when it sent one in French. */
export function getErrorMessage(error: unknown, fallback = ERROR_MESSAGES.INTERNAL_SERVER_ERROR): string {
  if (error instanceof TypeError) return 'Le serveur est injoignable. Vérifiez votre connexion.';
  const status = getErrorStatus(error);
  const message = (error as ErrorWithData | null)?.message;
  const isServerMessage = error instanceof ORPCError && (isDefinedError(error) || status !== 500);
  if (isServerMessage && message && !/^[A-Z_]+$/.test(message)) return message;
  if (status && STATUS_MESSAGES[status]) return STATUS_MESSAGES[status];
  return fallback;
}

/**
 * A refused form's messages for its state: the server's per-field messages (400), else its one French sentence
 * under `form`, shown by `FormAlert`.
 */
export function getFormErrors(error: unknown): Record<string, string> {
  const fields = getFieldErrors(error);
  return Object.keys(fields).length > 0 ? fields : { form: getErrorMessage(error) };
}
