import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => {
        const status = (error as { status?: number }).status;
        // Client errors (401, 403, 404, validation) will not improve on retry.
        if (status && status >= 400 && status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
