import { createFileRoute } from '@tanstack/react-router';
import { ObligationsScreen } from '@/features/obligations/components/obligations-screen.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 27 item 4 (ADR 039): the recurring obligations of the selected establishment. */
export const Route = createFileRoute('/_authenticated/obligations/')({
  ...guardedPage('Obligations', 'obligation:read'),
  component: ObligationsScreen,
});
