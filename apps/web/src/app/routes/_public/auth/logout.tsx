import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/logout-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

export const Route = createFileRoute('/_public/auth/logout')({
  head: () => ({ meta: [{ title: pageTitle('Déconnexion') }] }),
  component: LogoutPage,
});
