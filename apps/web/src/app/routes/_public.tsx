import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';

/** SPEC §2 / DESIGN §2: `/_public` is a pathless layout for the public pages. */
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
