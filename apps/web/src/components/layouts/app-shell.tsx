import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';

export type NavItem = { to: NonNullable<LinkProps['to']>; label: string };
/** A group of links behind one menu button (the administration screens), to keep the header on one line. */
export type NavGroup = { label: string; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

type AppShellProps = { nav: NavEntry[]; switcher: ReactNode; actions: ReactNode; children: ReactNode };

const linkClass = 'rounded-md px-2 py-1 hover:bg-muted';
const activeProps = { className: 'bg-accent text-accent-foreground', 'aria-current': 'page' as const };

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
            {nav.map((entry) =>
              'items' in entry ? (
                <NavMenu key={entry.label} group={entry} />
              ) : (
                <Link
                  key={entry.label}
                  to={entry.to}
                  activeOptions={{ exact: entry.to === '/' }}
                  className={linkClass}
                  activeProps={activeProps}
                >
                  {entry.label}
                </Link>
              ),
            )}
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

function NavMenu({ group }: { group: NavGroup }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={`${linkClass} inline-flex items-center gap-1 focus-visible:outline-2 focus-visible:outline-ring`}
      >
        {group.label}
        <ChevronDown aria-hidden className="size-3" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {group.items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to} activeProps={activeProps}>
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
