import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own view of the network: false when it knows it has none. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Issue 19 item 1: offline, the app still opens from its service worker, and
 * what it shows may come from earlier — it says so on every page, in a live
 * region, rather than leave figures silently missing.
 */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  return (
    <p role="status" className="empty:hidden">
      {isOnline ? null : (
        <span className="mx-auto flex w-full max-w-6xl items-start gap-2 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          Vous êtes hors ligne : les pages déjà ouvertes restent consultables et peuvent dater ; ce que vous saisissez
          est gardé dans ce navigateur jusqu’au retour de la connexion.
        </span>
      )}
    </p>
  );
}
