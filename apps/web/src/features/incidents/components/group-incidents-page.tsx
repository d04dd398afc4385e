import {
  FACTOR_CATEGORY_LABELS,
  INCIDENT_KIND_LABELS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentKind,
  type IncidentSeverity,
} from '@qc/shared/incidents/enums';
import type { IncidentStats } from '@qc/shared/incidents/outputs';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import type { GroupIncidentsSearch } from '../api/incidents-search.ts';
import { CountCard, Figure } from './incident-figures.tsx';

/** The period's two ends, each a date filter kept in the URL. */
const PERIOD_BOUNDS = [
  { key: 'from', label: 'Du' },
  { key: 'to', label: 'Au' },
] as const;

/** The register's files, as the server writes them for the chosen period. */
const EXPORTS = [
  { extension: 'xlsx', label: 'XLSX' },
  { extension: 'csv', label: 'CSV' },
] as const;

const MONTHS = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « 2026-11 » read as « novembre 2026 ». */
function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return year && month ? MONTHS.format(new Date(Date.UTC(year, month - 1, 1))) : key;
}

/**
 * Issue 29 item 5: the events across the establishments the caller handles (a CLIENT_MASTER: her whole client; a
 * director: her sites) — counts by site, kind, severity, month and recurring cause, the analyses open and late, the
 * declarations late — over a period kept in the URL, and the register exported without personal data.
 */
export function GroupIncidentsPage({
  search,
  onSearchChange,
}: {
  search: GroupIncidentsSearch;
  onSearchChange: (changes: Partial<GroupIncidentsSearch>) => void;
}) {
  const input = { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
  const query = useQuery(orpc.incidents.stats.queryOptions({ input }));
  const period = new URLSearchParams(input).toString();
  const suffix = period ? `?${period}` : '';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {PERIOD_BOUNDS.map(({ key, label }) => (
          <Field key={key} id={`group-incidents-${key}`} label={label}>
            <Input
              id={`group-incidents-${key}`}
              type="date"
              className="min-h-11"
              value={search[key] ?? ''}
              onChange={(event) => onSearchChange({ [key]: event.target.value || undefined })}
            />
          </Field>
        ))}
        {EXPORTS.map(({ extension, label }) => (
          <DownloadLink
            key={extension}
            href={`/api/v1/group/incidents/export.${extension}${suffix}`}
            fileName={`registre-evenements.${extension}`}
            className="inline-flex min-h-11 items-center rounded-md border border-input bg-card px-4 font-medium hover:bg-muted"
          >
            {`Exporter le registre (${label})`}
          </DownloadLink>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Les exports ne contiennent aucune donnée personnelle : ni récit, ni personne, ni déclarant.
      </p>
      {query.isPending ? (
        <Spinner label="Chargement des événements…" />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title="Aucun événement" description="Aucun événement déclaré sur cette période." />
      ) : (
        <GroupIncidentsFigures stats={query.data} />
      )}
    </div>
  );
}

function GroupIncidentsFigures({ stats }: { stats: IncidentStats }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Synthèse des événements">
        <Figure label="Événements" value={stats.total} />
        <Figure label="Analyses en cours" value={stats.openAnalyses} />
        <Figure label="Analyses en retard" value={stats.lateAnalyses} alert />
        <Figure label="Déclarations en retard" value={stats.lateDeclarations} alert />
      </dl>
      <SectionCard titleId="group-incidents-sites" title="Par établissement">
        <Table aria-label="Événements par établissement">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Établissement</TableHead>
              <TableHead scope="col">Événements</TableHead>
              <TableHead scope="col">Non clos</TableHead>
              <TableHead scope="col">Analyses en retard</TableHead>
              <TableHead scope="col">Déclarations en retard</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stats.bySite.map((site) => (
              <TableRow key={site.establishmentId}>
                <TableHead scope="row">{site.establishmentName}</TableHead>
                <TableCell>{site.count}</TableCell>
                <TableCell>{site.open}</TableCell>
                <TableCell className={site.lateAnalyses > 0 ? 'font-semibold text-destructive' : undefined}>
                  {site.lateAnalyses}
                </TableCell>
                <TableCell className={site.lateDeclarations > 0 ? 'font-semibold text-destructive' : undefined}>
                  {site.lateDeclarations}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      <div className="grid gap-4 md:grid-cols-2">
        <CountCard
          id="group-incidents-kinds"
          title="Par type"
          counts={stats.byKind}
          label={(key) => INCIDENT_KIND_LABELS[key as IncidentKind] ?? key}
          total={stats.total}
        />
        <CountCard
          id="group-incidents-severities"
          title="Par gravité"
          counts={stats.bySeverity}
          label={(key) => INCIDENT_SEVERITY_LABELS[Number(key) as IncidentSeverity] ?? key}
          total={stats.total}
        />
        <CountCard
          id="group-incidents-months"
          title="Par mois"
          counts={stats.byMonth}
          label={monthLabel}
          total={stats.total}
        />
        <CountCard
          id="group-incidents-factors"
          title="Causes récurrentes (facteurs contributifs analysés)"
          counts={stats.byFactor}
          label={(key) => FACTOR_CATEGORY_LABELS[key as keyof typeof FACTOR_CATEGORY_LABELS] ?? key}
          total={Math.max(1, ...stats.byFactor.map((item) => item.count))}
          empty="Aucune analyse ne nomme encore de facteur contributif."
        />
      </div>
    </>
  );
}

/**
 * The group view's line on events (issue 29 items 3 and 5): the late declarations and analyses said at once, the
 * figures one click away.
 */
export function GroupIncidentsSummary() {
  const query = useQuery(orpc.incidents.stats.queryOptions({ input: {} }));
  return (
    <SectionCard
      titleId="home-group-incidents"
      title="Événements indésirables"
      description="Déclarés dans vos établissements, toutes périodes confondues."
    >
      {query.isPending ? (
        <Spinner label="Chargement des événements…" />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Événements en un coup d’œil">
            <Figure label="Événements" value={query.data.total} />
            <Figure label="Analyses en cours" value={query.data.openAnalyses} />
            <Figure label="Analyses en retard" value={query.data.lateAnalyses} alert />
            <Figure label="Déclarations en retard" value={query.data.lateDeclarations} alert />
          </dl>
          <Link to="/incidents/group" className="inline-flex min-h-11 items-center underline">
            Voir les événements du groupe
          </Link>
        </div>
      )}
    </SectionCard>
  );
}
