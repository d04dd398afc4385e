import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/logout-page.tsx';

export const Route = createFileRoute('/_public/auth/logout')({
  component: LogoutPage,
});
