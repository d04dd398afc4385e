import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastContainers } from '@/components/layouts/toast-containers.tsx';
import { CrashBoundary } from '@/components/errors/crash-boundary.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { router } from './router.tsx';

export function AppProvider() {
  return (
    <CrashBoundary>
      {/* Mounted beside the router, not inside it: guard toasts fire before any route renders. */}
      <ToastContainers />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CrashBoundary>
  );
}
