import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RequireEstablishment } from '@/components/layouts/require-establishment.tsx';

type EvaluationsListPageProps = {
  title: string;
  /** The other list of the section, at the right: to evaluate, or completed. */
  link: { to: '/auto-evaluation/categories' | '/auto-evaluation/completed'; label: string };
  /** What the page shows of the selected establishment, under its header. */
  children: (establishmentId: string) => ReactNode;
};

/**
 * A self-evaluation list (to evaluate, completed): once an establishment is selected, the title, the
 * establishment it is about and the way to the other list, then the list.
 */
export function EvaluationsListPage({ title, link, children }: EvaluationsListPageProps) {
  return (
    <div className="grid gap-6">
      <RequireEstablishment purpose="voir et mener ses auto-évaluations">
        {(establishmentId, name) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                <h1 className="text-2xl font-semibold">{title}</h1>
                <p className="text-muted-foreground">{name}</p>
              </div>
              <Link to={link.to} className="text-sm text-primary underline">
                {link.label}
              </Link>
            </div>
            {children(establishmentId)}
          </>
        )}
      </RequireEstablishment>
    </div>
  );
}
