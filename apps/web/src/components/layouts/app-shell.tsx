import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useHeightVariable } from '@/hooks/use-height-variable.ts';
import { cn } from '@/lib/utils.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** `search` tells two entries of one path apart (« Plan d’action », « Mes actions »). */
export type NavItem = { to: NonNullable<LinkProps['to']>; search?: Record<string, unknown>; label: string };
/** A group of links behind one menu button (the administration screens), to keep the header on one line. */
export type NavGroup = { label: string; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

type AppShellProps = {
  nav: NavEntry[];
  switcher: ReactNode;
  actions: ReactNode;
  /** Always on the header's first row, also on a phone where the rest folds behind « Menu » (issue 29). */
  primaryAction?: ReactNode;
  children: ReactNode;
};

const linkClass = 'rounded-md px-2 py-2 hover:bg-muted md:py-1';
const activeProps = { className: 'bg-accent text-accent-foreground', 'aria-current': 'page' as const };
const MENU_ID = 'menu-principal';

/**
 * The frame of the authenticated pages: skip link, header (brand, navigation, switchers), then the page.
 * Under 768 px (md) the navigation, the establishment switcher and the account menus fold behind one
 * « Menu » button, so a phone's header is one row (issue 19 item 4: it was 145–185 px, three rows of
 * links). The header's height is published as --app-header-height for the sticky bars below it.
 */
export function AppShell({ nav, switcher, actions, primaryAction, children }: AppShellProps) {
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useHeightVariable(headerRef, '--app-header-height');
  // A link followed from the phone menu closes it: the new page starts under a one-row header.
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header
        ref={headerRef}
        onKeyDown={(event) => {
          // Escape closes the phone menu and gives the keyboard back to its button (a dropdown's own Escape excepted).
          if (event.key !== 'Escape' || !isOpen || (event.target as HTMLElement).closest('[role="menu"]')) return;
          setIsOpen(false);
          buttonRef.current?.focus();
        }}
        className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          {/* inline-flex: on a touch screen a standing link is 44 px tall (index.css), its text centred in it. */}
          <Link to="/" className="inline-flex items-center font-semibold text-primary">
            Qualité & Conformité
          </Link>
          {/* From md up: the first row is the brand, the switchers and this action; the navigation has the second. */}
          {primaryAction ? <div className="ml-auto md:order-1 md:ml-0">{primaryAction}</div> : null}
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={MENU_ID}
            onClick={() => setIsOpen((open) => !open)}
            className={cn(
              primaryAction ? '' : 'ml-auto',
              'inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring md:hidden',
            )}
          >
            {isOpen ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
            Menu
          </button>
          <div
            id={MENU_ID}
            className={cn(
              // md:contents: its two parts become items of the header's row, so the navigation can take a row of its
              // own below the switchers (ten entries for a CLIENT_MASTER wrapped in the middle of the first row).
              'w-full flex-col gap-3 pb-2 md:contents',
              isOpen ? 'flex' : 'hidden',
            )}
          >
            <nav
              aria-label="Navigation principale"
              className="flex flex-col items-stretch gap-1 text-sm md:order-2 md:w-full md:flex-row md:flex-wrap md:items-center"
            >
              {nav.map((entry) =>
                'items' in entry ? (
                  <NavMenu key={entry.label} group={entry} />
                ) : (
                  <Link
                    key={entry.label}
                    to={entry.to}
                    search={entry.search as LinkProps['search']}
                    activeOptions={{
                      exact: entry.to === '/',
                      includeSearch: Boolean(entry.search),
                      explicitUndefined: Boolean(entry.search),
                    }}
                    className={linkClass}
                    activeProps={activeProps}
                  >
                    {entry.label}
                  </Link>
                ),
              )}
            </nav>
            <div className="flex w-full items-center gap-1 md:ml-auto md:w-auto">
              <div className="min-w-0 flex-1 md:flex-none">{switcher}</div>
              {actions}
            </div>
          </div>
        </div>
      </header>
      <OfflineNotice />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
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
