import { useEffect, useState } from 'react';

export type MailRelayStatus = 'ok' | 'delayed';

/** Looked at while the user waits for a code: every 5 s, for the code's first two minutes. */
const POLL_MS = 5_000;
const WATCH_MS = 2 * 60_000;

async function fetchMailStatus(): Promise<MailRelayStatus> {
  const response = await fetch('/api/mail-status', { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) return 'ok';
  const body = (await response.json()) as { signInCodes?: unknown };
  return body.signInCodes === 'delayed' ? 'delayed' : 'ok';
}

/**
 * Issue 15 item 5: whether sign-in codes are leaving. The server answers about
 * its mail relay, never about an address; an unreachable server is the code
 * step's own error, so a failed look counts as « ok » here. A plain effect
 * rather than a query: the sign-in page loads no query observer (issue 13,
 * its JavaScript stays under 150 kB).
 */
export function useMailRelayStatus(sentAt: number): MailRelayStatus {
  const [status, setStatus] = useState<MailRelayStatus>('ok');
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const next = await fetchMailStatus().catch((): MailRelayStatus => 'ok');
      if (cancelled) return;
      setStatus(next);
      if (Date.now() - sentAt < WATCH_MS) timer = setTimeout(() => void look(), POLL_MS);
    };
    void look();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sentAt]);
  return status;
}
