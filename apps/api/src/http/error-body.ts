/**
 * The one body of every refusal (issue 15), for the answers written outside
 * oRPC (origin check, body limits, sign-in limits, unknown routes): the same
 * keys as an oRPC error, `defined: false` because no contract declares them.
 */
export function errorBody(code: string, status: number, message: string, data?: unknown) {
  return data === undefined
    ? { defined: false, code, status, message }
    : { defined: false, code, status, message, data };
}
