import { getErrorStatus } from './errors.ts';
import { NEW_VERSION_NOTICE } from './new-version-key.ts';

/** A page chunk (or its CSS) that could not be loaded: gone with a deploy, or the server is down. */
export function isChunkError(error: unknown): boolean {
  return /dynamically imported module|importing a module script|MIME type|preload CSS/i.test(
    error instanceof Error ? error.message : '',
  );
}

/**
 * No answer from the server: the fetch itself failed (server stopped, network down), or the proxy
 * in front of it answered that it is gone (502, 503, 504). Not a refusal, not a bug of the page.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof TypeError && !isChunkError(error)) return true;
  const status = getErrorStatus(error);
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/**
 * Issue 34 item 4: calls `back` once /healthz answers, asking after `first` ms, then every 2 s up
 * to every 15 s, and at once when the browser comes back online; `down` hears each failed try.
 * Returns the stop (a React effect's cleanup).
 */
export function whenServerAnswers(back: () => void, first = 2_000, down?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = async (delay: number) => {
    clearTimeout(timer);
    const answered = await fetch('/healthz', { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    );
    if (stopped) return;
    if (answered) return back();
    down?.();
    timer = setTimeout(() => void check(Math.min(15_000, delay * 2)), delay);
  };
  const online = () => void check(2_000);
  timer = setTimeout(online, first);
  window.addEventListener('online', online);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', online);
  };
}

const RELOADED_AT = 'qc-nouvelle-version';

/**
 * Issue 34 item 5: a page chunk missing while the server answers means this tab runs an older
 * build than the server's (a deploy removed it; the server says 404). The page reloads onto the
 * new one, once: another failure within a minute is shown, not reloaded (no reload loop). False
 * when it did not reload.
 */
export function reloadOnce(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    sessionStorage.setItem(NEW_VERSION_NOTICE, '1');
  } catch {
    // Storage blocked: no way to know it already reloaded, so no reload (never a loop).
    return false;
  }
  window.location.reload();
  return true;
}
