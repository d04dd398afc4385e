import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCrash, setConsent } from './analytics.ts';

describe('reportCrash (DESIGN §2 "Observability")', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('sends nothing without a PostHog key', () => {
    vi.stubEnv('VITE_POSTHOG_KEY', '');
    setConsent('granted');
    reportCrash(new Error('boom'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing before consent, or after a refusal', () => {
    vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test');
    reportCrash(new Error('boom'));
    setConsent('denied');
    reportCrash(new Error('boom'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports to /ingest with no personal data once consented', () => {
    vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test');
    setConsent('granted');
    window.history.replaceState(
      null,
      '',
      '/users/8dea587b-4195-4783-8f0b-bc317b1e2a3b?search=claire.martin@example.fr',
    );
    reportCrash(new TypeError('Cannot read claire.martin@example.fr'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ingest/e/');
    const body = JSON.parse(String(init.body));
    expect(body.api_key).toBe('phc_test');
    expect(body.properties.$exception_type).toBe('TypeError');
    expect(body.properties.$current_url).toBe('/users/:id');
    expect(JSON.stringify(body)).not.toContain('claire.martin');
  });
});
