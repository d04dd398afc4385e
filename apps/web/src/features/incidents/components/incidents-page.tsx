import { formatDateTime } from '@qc/shared/dates';
import {
  INCIDENT_KIND_LABELS,
  INCIDENT_KINDS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATE_LABELS,
  INCIDENT_STATES,
  type IncidentSeverity,
} from '@qc/shared/incidents/enums';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { SEVERITY_OPTIONS } from '../labels.ts';

const PAGE_SIZE = 20;
type Filters = { kind: string; state: string; severity: string };

/**
 * Issue 29: the register of the selected establishment — what the caller may read of it (the server filters),
 * newest first, filtered by kind, state and severity, paginated on the server. Cards rather than a table: it is
 * read on phones.
 */
export function IncidentsPage({ establishmentId }: { establishmentId: string }) {
  const [filters, setFilters] = useState<Filters>({ kind: '', state: '', severity: '' });
  const [page, setPage] = useState(1);
  const input = {
    establishmentId,
    page,
    pageSize: PAGE_SIZE,
    ...(filters.kind ? { kind: filters.kind as (typeof INCIDENT_KINDS)[number] } : {}),
    ...(filters.state ? { state: filters.state as (typeof INCIDENT_STATES)[number] } : {}),
    ...(filters.severity ? { severity: filters.severity as '1' | '2' | '3' | '4' } : {}),
  };
  const query = useQuery(orpc.incidents.list.queryOptions({ input }));
  const change = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((previous) => ({ ...previous, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <div className="grid gap-4 pb-20">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="filter-kind" label="Type">
          <NativeSelect
            id="filter-kind"
            value={filters.kind}
            onChange={change('kind')}
            options={enumOptions(INCIDENT_KINDS, INCIDENT_KIND_LABELS)}
            placeholder="Tous"
          />
        </Field>
        <Field id="filter-state" label="État">
          <NativeSelect
            id="filter-state"
            value={filters.state}
            onChange={change('state')}
            options={enumOptions(INCIDENT_STATES, INCIDENT_STATE_LABELS)}
            placeholder="Tous"
          />
        </Field>
        <Field id="filter-severity" label="Gravité">
          <NativeSelect
            id="filter-severity"
            value={filters.severity}
            onChange={change('severity')}
            options={SEVERITY_OPTIONS}
            placeholder="Toutes"
          />
        </Field>
      </div>
      {query.isPending ? (
        <Spinner label="Chargement du registre…" />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucun événement" description="Aucun événement ne correspond à ces critères." />
      ) : (
        <>
          <ul className="grid gap-2" aria-label="Événements">
            {query.data.items.map((item) => (
              <li key={item.id}>
                <Link
                  to="/incidents/$id"
                  params={{ id: item.id }}
                  className="grid min-h-11 gap-1 rounded-lg border border-border bg-card p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{INCIDENT_KIND_LABELS[item.kind]}</span>
                    <Badge variant={item.state === 'CLOSED' ? 'muted' : 'default'}>
                      {INCIDENT_STATE_LABELS[item.state]}
                    </Badge>
                    <Badge variant={item.severity >= 3 ? 'danger' : 'muted'}>
                      {INCIDENT_SEVERITY_LABELS[item.severity as IncidentSeverity]}
                    </Badge>
                    {item.declaration?.isLate ? <Badge variant="danger">Déclaration en retard</Badge> : null}
                    {item.declaration && !item.declaration.sentAt && !item.declaration.isLate ? (
                      <Badge variant="danger">À déclarer</Badge>
                    ) : null}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {formatDateTime(item.occurredAt)} · {item.place}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
