import { userHasPermission } from '@qc/shared/permissions';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppShell, type NavEntry, type NavItem } from '@/components/layouts/app-shell.tsx';
import { ProfileSwitcher } from '@/features/auth/components/profile-switcher.tsx';
import { UserMenu } from '@/features/auth/components/user-menu.tsx';
import { EstablishmentSwitcher } from '@/features/establishments/components/establishment-switcher.tsx';
import { DeclareIncidentButton } from '@/features/incidents/components/declare-button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';

// The error screen is its own chunk (router.tsx: /auth/login does not carry it). Fetched as soon as
// one is signed in, so that it shows when the server is later out of reach, or a deploy removed the
// chunk a page needs (issue 34 items 4 and 5).
void import('@/components/errors/route-error.tsx');

/**
 * The header: the daily work first (evaluate, act, read the library), then
 * authoring, then the administration screens grouped in one menu. Each entry
 * shows only with the permission its route checks (the server refuses anyway),
 * authoring only to those who may author.
 * `children` replaces the child route (the signed-in 404 page, routes/$.tsx).
 */
export function AuthenticatedLayout({ children }: { children?: ReactNode } = {}) {
  const user = useCurrentUser();
  const can = (permission: Parameters<typeof userHasPermission>[1]) => userHasPermission(user, permission);
  const nav: NavEntry[] = [{ to: '/', label: 'Accueil' }];
  if (can('evaluation:read')) nav.push({ to: '/auto-evaluation/categories', label: 'Auto-évaluation' });
  if (can('action-plan:read')) {
    // `mine: undefined` keeps « Plan d’action » from lighting up on « Mes actions » (same path).
    nav.push({ to: '/action-plan', search: { mine: undefined }, label: 'Plan d’action' });
    // Issue 19 item 7: who follows actions without managing the plan (a COLLABORATOR) gets hers in one click.
    if (!can('action-plan:manage')) nav.push({ to: '/action-plan', search: { mine: true }, label: 'Mes actions' });
  }
  // Issue 29: the register of incidents, adverse events and complaints.
  if (can('incident:read')) nav.push({ to: '/incidents/', label: 'Événements' });
  // Issue 28 item 3: anonymous surveys of the families and the team.
  if (can('survey:manage')) nav.push({ to: '/surveys/', label: 'Enquêtes' });
  // Issue 27 item 4 (ADR 039): the recurring obligations of the selected establishment.
  if (can('obligation:read')) nav.push({ to: '/obligations/', label: 'Obligations' });
  // Issue 28 item 2 (ADR 044): the projet d'évaluation de la qualité de l'accueil of the selected establishment.
  if (can('evaluation-project:read')) nav.push({ to: '/evaluation-project/', label: 'Projet d’évaluation' });
  if (can('library:read')) nav.push({ to: '/librairy/', label: 'Bibliothèque' });
  // DESIGN §4: /forms and /categories are the authoring screens; who cannot author reads the forms in
  // the library (issue 19 item 7: directors and collaborators saw editors' entries).
  if (can('form:manage') || can('library:manage'))
    nav.push({ to: '/forms/', label: 'Questionnaires' }, { to: '/categories/list/', label: 'Catégories' });

  const administration: NavItem[] = [];
  if (can('user:read')) administration.push({ to: '/users/', label: 'Utilisateurs' });
  if (can('client:read')) administration.push({ to: '/admins/clients/', label: 'Clients' });
  if (can('legal-entity:read')) administration.push({ to: '/admins/legal-entities/', label: 'Entités légales' });
  if (can('establishment:read')) administration.push({ to: '/admins/establishments/', label: 'Établissements' });
  if (can('audit:read')) administration.push({ to: '/admins/audit', label: 'Journal d’audit' });
  // Issue 32: whoever may create every kind a spreadsheet holds (ADMIN, CLIENT_MASTER).
  if (can('user:manage') && can('legal-entity:manage'))
    administration.push({ to: '/admins/import', label: 'Importer' });
  if (administration.length > 0) nav.push({ label: 'Administration', items: administration });

  return (
    <AppShell
      nav={nav}
      switcher={<EstablishmentSwitcher />}
      primaryAction={can('incident:declare') ? <DeclareIncidentButton /> : null}
      actions={
        <>
          <ProfileSwitcher />
          <UserMenu />
        </>
      }
    >
      {children ?? <Outlet />}
    </AppShell>
  );
}
