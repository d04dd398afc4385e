import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** A category's or a form's page while it loads: its header and its list, announced as busy. */
export function LibraryPageSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label} aria-busy="true">
      <Skeleton className="h-16" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** « Bibliothèque » above the title of a page one level down (a category, the other forms). */
export function LibraryBackLink() {
  return (
    <p className="text-sm">
      <Link to="/librairy" className="text-muted-foreground hover:underline">
        Bibliothèque
      </Link>
    </p>
  );
}

/** The breadcrumb of a page further down: « Bibliothèque › » then where the page sits (`children`). */
export function LibraryTrail({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Fil d’Ariane" className="flex flex-wrap gap-1 text-sm text-muted-foreground">
      <Link to="/librairy" className="hover:underline">
        Bibliothèque
      </Link>
      <span aria-hidden>›</span>
      {children}
    </nav>
  );
}
