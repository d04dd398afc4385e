import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { CrashBoundary } from '@/components/errors/crash-boundary.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { router } from './router.tsx';

export function AppProvider() {
  return (
    <CrashBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
