import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';

/**
 * Issue 29 item 1: « Déclarer un événement » always in reach — in the header of every page, for the members who
 * may declare. Not a button floating over the page: that one covered « Terminer » at the bottom of a form.
 * On a phone the header keeps one row: the icon alone (44 px), « Déclarer » from the small breakpoint; the link's
 * name stays the whole action for screen readers.
 */
export function DeclareIncidentButton() {
  return (
    <Link
      to="/incidents/new"
      aria-label="Déclarer un événement"
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md bg-destructive px-3 text-sm font-semibold text-destructive-foreground hover:bg-destructive/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <TriangleAlert aria-hidden className="size-4" />
      <span className="hidden lg:inline">Déclarer un événement</span>
      <span className="hidden sm:inline lg:hidden">Déclarer</span>
    </Link>
  );
}
