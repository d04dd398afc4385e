import { getErrorMessage, getErrorStatus, getFieldErrors } from './errors.ts';
import { notify } from './toast.ts';

/** A refused operation said in a toast, in French. */
export function notifyError(error: unknown): void {
  notify.error(getErrorMessage(error));
}

type MutationErrorOptions = {
  /** Toast even when the server's messages went under the fields (some forms say both). */
  alwaysToast?: boolean;
  /** The field that hears of a file refusal (413 over 20 MB, 415 unknown type) instead of a toast. */
  fileField?: string;
};

/**
 * The one `onError` of a form's mutation: the server's per-field French messages (400) go under the
 * fields, anything else is a toast. Returns whether field messages were shown.
 */
export function showMutationError(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  { alwaysToast = false, fileField }: MutationErrorOptions = {},
): boolean {
  const fieldErrors = getFieldErrors(error);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const status = getErrorStatus(error);
  const isFileRefusal = fileField !== undefined && (status === 413 || status === 415);
  if (hasFieldErrors) setErrors(fieldErrors);
  else if (isFileRefusal) setErrors({ [fileField]: getErrorMessage(error) });
  if (alwaysToast || (!hasFieldErrors && !isFileRefusal)) notifyError(error);
  return hasFieldErrors;
}
