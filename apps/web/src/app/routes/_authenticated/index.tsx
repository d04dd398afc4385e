import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

export const Route = createFileRoute('/_authenticated/')({
  head: () => ({ meta: [{ title: pageTitle('Accueil') }] }),
  component: HomePage,
});
