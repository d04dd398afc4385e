import { userHasPermission } from '@qc/shared/permissions';
import { Outlet } from '@tanstack/react-router';
import { AppShell, type NavItem } from '@/components/layouts/app-shell.tsx';
import { ProfileSwitcher } from '@/features/auth/components/profile-switcher.tsx';
import { UserMenu } from '@/features/auth/components/user-menu.tsx';
import { EstablishmentSwitcher } from '@/features/establishments/components/establishment-switcher.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';

export function AuthenticatedLayout() {
  const user = useCurrentUser();
  const nav: NavItem[] = [{ to: '/', label: 'Accueil' }];
  if (userHasPermission(user, 'form:read'))
    nav.push({ to: '/forms/', label: 'Questionnaires' }, { to: '/categories/list/', label: 'Catégories' });
  if (userHasPermission(user, 'user:read')) nav.push({ to: '/users/', label: 'Utilisateurs' });

  return (
    <AppShell
      nav={nav}
      switcher={<EstablishmentSwitcher />}
      actions={
        <>
          <ProfileSwitcher />
          <UserMenu />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
