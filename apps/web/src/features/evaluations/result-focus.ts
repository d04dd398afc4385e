/**
 * Issue 19 item 2: after a confirmed « Terminer », the keyboard lands on the result's heading, not on
 * <body>. The form and its confirmation unmount as the result mounts, so the request is left here
 * by the form and taken once by the result view.
 */
const requested = new Set<string>();

export function requestResultFocus(evaluationId: string) {
  requested.add(evaluationId);
}

/** True once after requestResultFocus for this evaluation. */
export function takeResultFocus(evaluationId: string): boolean {
  return requested.delete(evaluationId);
}
