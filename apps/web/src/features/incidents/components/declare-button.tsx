import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';

/**
 * Issue 29 item 1: « Déclarer un événement » always in reach — fixed at the bottom corner of every page for the
 * members who may declare, 48 px high (touch target), above the content.
 */
export function DeclareIncidentButton() {
  return (
    <Link
      to="/incidents/new"
      className="fixed right-4 bottom-4 z-20 inline-flex min-h-12 items-center gap-2 rounded-full bg-destructive px-5 text-sm font-semibold text-destructive-foreground shadow-lg hover:bg-destructive/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <TriangleAlert aria-hidden className="size-5" />
      Déclarer un événement
    </Link>
  );
}
