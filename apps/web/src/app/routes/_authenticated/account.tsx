import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/account-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

export const Route = createFileRoute('/_authenticated/account')({
  head: () => ({ meta: [{ title: pageTitle('Mon compte') }] }),
  component: AccountPage,
});
