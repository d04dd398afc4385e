import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/account-page.tsx';

export const Route = createFileRoute('/_authenticated/account')({
  component: AccountPage,
});
