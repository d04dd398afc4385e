import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { ERROR_MESSAGES } from '@qc/shared/errors';

/** The file name the server gave (RFC 6266, UTF-8 form first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

type DownloadLinkProps = Omit<ComponentProps<'a'>, 'href' | 'download' | 'onClick'> & {
  href: string;
  fileName: string;
};

/**
 * A download that says why when the server refuses (a French toast, nothing
 * lost) instead of a failed file: fetched with the session, then saved.
 * Still a real link: open in a new tab, copy the address.
 */
/**
 * While the server prepares the file (a synthesis PDF takes seconds), the link itself says so: a spinner,
 * « Préparation du fichier… » and the seconds elapsed, announced once (issue 19 item 6: nothing moved).
 */
export function DownloadLink({ href, fileName, children, ...props }: DownloadLinkProps) {
  const [isBusy, setIsBusy] = useState(false);
  const seconds = useElapsedSeconds(isBusy);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    try {
      const response = await fetch(href, { credentials: 'include' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        const message = body?.message && !/^[A-Z_]+$/.test(body.message) ? body.message : null;
        notify.error(message && response.status < 500 ? message : ERROR_MESSAGES.INTERNAL_SERVER_ERROR);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileNameFrom(response.headers.get('content-disposition'), fileName);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error('Le serveur est injoignable. Vérifiez votre connexion.');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <a
      href={href}
      download={fileName}
      aria-busy={isBusy || undefined}
      onClick={(event) => void onClick(event)}
      {...props}
    >
      {isBusy ? (
        <>
          <LoaderCircle aria-hidden className="animate-spin" />
          <span role="status">
            Préparation du fichier…
            {seconds > 0 ? <span aria-hidden> {seconds} s</span> : null}
          </span>
        </>
      ) : (
        children
      )}
    </a>
  );
}

/** Whole seconds since `isRunning` became true, 0 otherwise. */
function useElapsedSeconds(isRunning: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (!isRunning) return;
    const startedAt = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return seconds;
}
