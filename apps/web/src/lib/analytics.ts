/**
 * DESIGN §2 "Observability": with no POSTHOG_KEY nothing leaves the machine;
 * with one, nothing is sent before the user's consent (CNIL). Events go to the
 * API's /ingest proxy (first-party host), with no personal data.
 */
/** Read at call time (not import time) so that tests can set it. */
const getPosthogKey = () => (import.meta.env.VITE_POSTHOG_KEY as string | undefined) || null;
const CONSENT_STORAGE_KEY = 'consentement-analytique';
const ANONYMOUS_ID_KEY = 'analytique-id';

export type Consent = 'granted' | 'denied';

export function isAnalyticsConfigured(): boolean {
  return Boolean(getPosthogKey());
}

export function getConsent(): Consent | null {
  const value = localStorage.getItem(CONSENT_STORAGE_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function setConsent(consent: Consent) {
  localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  if (consent === 'denied') localStorage.removeItem(ANONYMOUS_ID_KEY);
}

function getAnonymousId(): string {
  let id = localStorage.getItem(ANONYMOUS_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(ANONYMOUS_ID_KEY, id);
  }
  return id;
}

/** Identifiers in the path are replaced: the report says where, never who or what. */
function getAnonymousPath(): string {
  return window.location.pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, ':id');
}

/** Reports a crash to PostHog's capture endpoint through /ingest, when configured and consented. */
export function reportCrash(error: unknown) {
  const posthogKey = getPosthogKey();
  if (!posthogKey || getConsent() !== 'granted') return;
  const name = error instanceof Error ? error.name : 'Error';
  // Frames only: V8's first stack line repeats the message, which may hold user data.
  const stack =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
          .join('\n')
      : '';
  const body = {
    api_key: posthogKey,
    event: '$exception',
    properties: {
      distinct_id: getAnonymousId(),
      $process_person_profile: false,
      $exception_type: name,
      $exception_stack_trace_raw: stack,
      $current_url: getAnonymousPath(),
    },
  };
  void fetch('/ingest/e/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
