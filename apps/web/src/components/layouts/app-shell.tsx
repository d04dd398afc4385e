import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type NavItem = { to: '/' | '/users/' | '/account' | '/forms/' | '/categories/list/'; label: string };

type AppShellProps = { nav: NavItem[]; switcher: ReactNode; actions: ReactNode; children: ReactNode };

/** The frame of the authenticated pages: header (brand, navigation, switchers), then the page. */
export function AppShell({ nav, switcher, actions, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link to="/" className="font-semibold text-primary">
            Qualité & Conformité
          </Link>
          <nav aria-label="Navigation principale" className="flex flex-wrap items-center gap-1 text-sm">
            {nav.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                activeOptions={{ exact: item.to === '/' }}
                className="rounded-md px-2 py-1 hover:bg-muted"
                activeProps={{ className: 'bg-accent text-accent-foreground', 'aria-current': 'page' }}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex w-full items-center gap-1 sm:w-auto">
            <div className="min-w-0 flex-1 sm:flex-none">{switcher}</div>
            {actions}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
