import { createFileRoute } from '@tanstack/react-router';
import { IncidentPage } from '@/features/incidents/components/incident-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 29: one event; every opening is written in the audit trail by the server. */
export const Route = createFileRoute('/_authenticated/incidents/$id')({
  ...guardedPage('Événement', 'incident:read'),
  component: IncidentPage,
});
