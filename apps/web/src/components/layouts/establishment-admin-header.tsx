import type { Establishment } from '@qc/shared/establishments/schemas';
import { userHasPermission, type PermissionHolder } from '@qc/shared/permissions';
import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';
import { cn } from '@/lib/utils.ts';

export type EstablishmentAdminTab = 'edit' | 'members' | 'agreement' | 'documents';

type EstablishmentAdminHeaderProps = {
  establishmentId: string;
  /** Undefined while loading. */
  establishment: Pick<Establishment, 'name' | 'legalEntityName' | 'clientName' | 'city'> | undefined;
  current: EstablishmentAdminTab;
  /** Tabs the caller may open (each route checks its own permission anyway). */
  tabs: readonly EstablishmentAdminTab[];
};

const TABS = [
  { tab: 'edit', label: 'Modifier', to: '/admins/establishments/$establishmentsId/edit' },
  { tab: 'members', label: 'Membres', to: '/admins/establishments/$establishmentsId/members' },
  { tab: 'agreement', label: 'Agrément', to: '/admins/establishments/$establishmentsId/agreement' },
  { tab: 'documents', label: 'Documents', to: '/admins/establishments/$establishmentsId/documents' },
] as const;

/** The tabs a user may open: each route's own permission (SPEC §2). */
export function getEstablishmentAdminTabs(user: PermissionHolder): EstablishmentAdminTab[] {
  const canManage = userHasPermission(user, 'establishment:manage');
  if (canManage) return ['edit', 'members', 'agreement', 'documents'];
  return userHasPermission(user, 'establishment:read') ? ['members'] : [];
}

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium hover:bg-muted';

/** The establishment administration pages share this title and tab strip: name, legal entity, then the tabs. */
export function EstablishmentAdminHeader({
  establishmentId,
  establishment,
  current,
  tabs,
}: EstablishmentAdminHeaderProps) {
  return (
    <header className="grid gap-3">
      <Link
        to="/admins/establishments/"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Établissements
      </Link>
      {establishment ? (
        <div>
          <h1 className="text-2xl font-semibold">{establishment.name}</h1>
          <p className="text-sm text-muted-foreground">
            {establishment.legalEntityName} · {establishment.clientName} · {establishment.city}
          </p>
        </div>
      ) : (
        <div className="grid gap-2" role="status" aria-label="Chargement de l’établissement">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-4 w-96" />
        </div>
      )}
      <nav aria-label="Sections de l’établissement" className="flex flex-wrap gap-1 border-b border-border pb-2">
        {TABS.filter((item) => tabs.includes(item.tab)).map((item) =>
          item.tab === current ? (
            <span key={item.tab} aria-current="page" className={cn(tabClass, 'bg-accent text-accent-foreground')}>
              {item.label}
            </span>
          ) : (
            <Link key={item.tab} to={item.to} params={{ establishmentsId: establishmentId }} className={tabClass}>
              {item.label}
            </Link>
          ),
        )}
      </nav>
    </header>
  );
}

/** The establishment could not be read: outside the caller's scope the server answers 404 and nothing shows. */
export function EstablishmentUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="grid max-w-3xl gap-4">
      <Link to="/admins/establishments/" className="w-fit text-sm text-muted-foreground hover:underline">
        Établissements
      </Link>
      {getErrorStatus(error) === 404 ? (
        <EmptyState
          title="Établissement introuvable"
          description="Il n’existe pas ou ne fait pas partie de vos établissements."
        />
      ) : (
        <ErrorState message={getErrorMessage(error)} onRetry={onRetry} />
      )}
    </div>
  );
}
