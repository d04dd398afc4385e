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
import { enumOptions } from '@/components/forms/fields.tsx';
import { ListState } from '@/components/admin/list-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import type { IncidentsSearch } from '../api/incidents-search.ts';
import { SEVERITY_OPTIONS } from '../labels.ts';

const PAGE_SIZE = 20;
const KIND_OPTIONS = enumOptions(INCIDENT_KINDS, INCIDENT_KIND_LABELS);
const STATE_OPTIONS = enumOptions(INCIDENT_STATES, INCIDENT_STATE_LABELS);
type Filters = Pick<IncidentsSearch, 'kind' | 'state' | 'severity'>;

/**
 * Issue 29: the register of the selected establishment — what the caller may read of it (the server filters),
 * newest first, filtered by kind, state and severity (kept in the URL), paginated on the server. Cards rather than a
 * table: it is read on phones.
 */
export function IncidentsPage({
  establishmentId,
  search,
  onSearchChange,
}: {
  establishmentId: string;
  search: IncidentsSearch;
  onSearchChange: (changes: Partial<IncidentsSearch>) => void;
}) {
  const page = search.page ?? 1;
  // The URL's values are checked against the enums here (the route's schema stays light, see incidents-search.ts).
  const kind = INCIDENT_KINDS.find((value) => value === search.kind);
  const state = INCIDENT_STATES.find((value) => value === search.state);
  const input = {
    establishmentId,
    page,
    pageSize: PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(state ? { state } : {}),
    ...(search.severity ? { severity: search.severity } : {}),
  };
  const query = useQuery(orpc.incidents.list.queryOptions({ input }));
  const change = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onSearchChange({ [key]: event.target.value === '' ? undefined : event.target.value, page: undefined });
  const setPage = (next: number) => onSearchChange({ page: next === 1 ? undefined : next });
  const filters = [
    { key: 'kind', label: 'Type', value: kind, options: KIND_OPTIONS, all: 'Tous' },
    { key: 'state', label: 'État', value: state, options: STATE_OPTIONS, all: 'Tous' },
    { key: 'severity', label: 'Gravité', value: search.severity, options: SEVERITY_OPTIONS, all: 'Toutes' },
  ] as const;

  return (
    <div className="grid gap-4 pb-20">
      <div className="grid gap-3 sm:grid-cols-3">
        {filters.map((filter) => (
          <Field key={filter.key} id={`filter-${filter.key}`} label={filter.label}>
            <NativeSelect
              id={`filter-${filter.key}`}
              value={filter.value ?? ''}
              onChange={change(filter.key)}
              options={filter.options}
              placeholder={filter.all}
            />
          </Field>
        ))}
      </div>
      <ListState
        query={query}
        loading={<Spinner label="Chargement du registre…" />}
        empty={{ title: 'Aucun événement', description: 'Aucun événement ne correspond à ces critères.' }}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <ul className="grid gap-2" aria-label="Événements">
              {data.items.map((item) => (
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
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </ListState>
    </div>
  );
}
