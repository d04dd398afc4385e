import { createFileRoute } from '@tanstack/react-router';
import { DeclareScreen } from '@/features/incidents/components/declare-screen.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 29 item 1: declare an event in a minute; incident:declare (members of an establishment). */
export const Route = createFileRoute('/_authenticated/incidents/new')({
  ...guardedPage('Déclarer un événement', 'incident:declare'),
  component: DeclareScreen,
});
