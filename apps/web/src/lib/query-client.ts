import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a query tries once and shows its error (« Le serveur est injoignable ») instead of
      // staying paused behind « Chargement… » with nothing said (issue 19 item 1).
      networkMode: 'offlineFirst',
      retry: (failureCount, error) => {
        const status = (error as { status?: number }).status;
        // Client errors (401, 403, 404, validation) will not improve on retry.
        if (status && status >= 400 && status < 500) return false;
        // Offline: the route shows its error (with « Réessayer ») at once rather than after the back-off.
        if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
        return failureCount < 2;
      },
    },
  },
});
