import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_MESSAGES } from '../otp-errors.ts';
import { CodeStep } from './code-step.tsx';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }) }));
vi.mock('@/lib/auth.ts', () => ({ refreshAfterAuthChange: vi.fn() }));
vi.mock('@/lib/auth-client.ts', () => ({ authClient: { signIn: {}, emailOtp: {} } }));

function renderStep(status: 'ok' | 'delayed') {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ signInCodes: status }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CodeStep email="directrice@exemple.fr" redirectTo="/" onChangeEmail={() => undefined} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 15 item 5: the user waiting for a code is told when codes are not leaving. */
describe('CodeStep and the mail relay', () => {
  it('warns in French, in an alert, when the server says codes are delayed', async () => {
    const fetchMock = renderStep('delayed');
    expect((await screen.findByRole('alert')).textContent).toBe(OTP_MESSAGES.mailDelayed);
    expect(fetchMock).toHaveBeenCalledWith('/api/mail-status', expect.objectContaining({ cache: 'no-store' }));
  });

  it('says nothing while the relay is fine', async () => {
    const fetchMock = renderStep('ok');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
