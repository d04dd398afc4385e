import { formatCalendarDay, formatDate } from '@qc/shared/dates';
import type { EstablishmentCategory } from '@qc/shared/enums';
import type { GroupCycleRow } from '@qc/shared/group/cycle-schemas';
import { userHasPermission } from '@qc/shared/permissions';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEvaluationCycle } from '../api/get-group-view.ts';

const PAGE_SIZE = 25;

/** What the launch button opens with: the app composes it with the campaigns' dialog (features stay apart). */
export type CycleLaunch = (props: {
  name: string;
  formIds: string[];
  establishmentIds: string[];
  label: string;
  disabled: boolean;
}) => ReactNode;

type CycleFilters = {
  clientId?: string | undefined;
  search?: string | undefined;
  legalEntityId?: string | undefined;
  category?: EstablishmentCategory | undefined;
  city?: string | undefined;
};

function projectLabel(project: GroupCycleRow['project']): string {
  if (project.state === 'VALIDATED')
    return `Version ${project.number} validée${project.validatedAt ? ` le ${formatDate(project.validatedAt)}` : ''}`;
  return project.state === 'DRAFT' ? 'Brouillon, non validé' : 'Aucun';
}

/**
 * Issue 28 item 5 (ADR 046): where each site of the group view stands in its five-year quality evaluation cycle
 * (CSP L2324-2-4) — last completed quality self-evaluation, next one due five years later (« À planifier » when
 * there was none), its projet d'évaluation, the surveys open. Paginated on the server, in the group view's scope
 * and filters. Sites chosen here open the campaign dialog with the quality questionnaires and those sites.
 */
export function EvaluationCycleCard({ filters, launch }: { filters: CycleFilters; launch?: CycleLaunch | undefined }) {
  const user = useCurrentUser();
  // The server requires it (an ADMIN of the platform has none, ADR 044): the card is not offered without it.
  return userHasPermission(user, 'evaluation-project:read') ? <CycleCard filters={filters} launch={launch} /> : null;
}

function CycleCard({ filters, launch }: { filters: CycleFilters; launch?: CycleLaunch | undefined }) {
  const user = useCurrentUser();
  const canLaunch = userHasPermission(user, 'campaign:manage') && launch !== undefined;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<'name' | 'nextDue'>('name');
  const [chosen, setChosen] = useState<string[]>([]);
  const query = useEvaluationCycle({ ...filters, sort, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const toggle = (id: string, checked: boolean) =>
    setChosen((previous) => (checked ? [...new Set([...previous, id])] : previous.filter((item) => item !== id)));
  const year = data ? data.today.slice(0, 4) : '';

  return (
    <SectionCard
      titleId="evaluation-cycle-title"
      title="Cycle d’évaluation de la qualité (tous les cinq ans)"
      description="Depuis la loi pour le plein emploi, chaque crèche est évaluée tous les cinq ans au regard du référentiel national. Pour chaque établissement : la dernière auto-évaluation de la qualité terminée, la prochaine échéance, le projet d’évaluation et les enquêtes en cours."
      contentClassName="grid gap-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Trier le cycle par"
          value={sort === 'name' ? undefined : sort}
          allLabel="Nom"
          width="narrow"
          options={[{ value: 'nextDue', label: 'Prochaine échéance' }]}
          onChange={(value) => {
            setSort(value === 'nextDue' ? 'nextDue' : 'name');
            setPage(1);
          }}
        />
        {canLaunch && data
          ? launch!({
              name: `Évaluation quinquennale de la qualité ${year}`,
              formIds: data.qualityForms.map((form) => form.id),
              establishmentIds: chosen,
              label: chosen.length
                ? `Lancer l’évaluation qualité (${chosen.length} site${chosen.length > 1 ? 's' : ''})`
                : 'Lancer l’évaluation qualité',
              disabled: chosen.length === 0 || data.qualityForms.length === 0,
            })
          : null}
      </div>
      {canLaunch ? (
        <p className="text-sm text-muted-foreground" id="evaluation-cycle-hint">
          Cochez les établissements à évaluer, puis lancez l’évaluation qualité : une campagne leur demande les
          questionnaires qualité de la bibliothèque, avant l’échéance que vous choisissez.
        </p>
      ) : null}
      {query.isPending ? (
        <Skeleton className="h-40" aria-label="Chargement du cycle d’évaluation" />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : data!.total === 0 ? (
        <EmptyState title="Aucun établissement" description="Aucun établissement ne correspond à ces filtres." />
      ) : (
        <div className="grid gap-3" aria-busy={query.isFetching}>
          <Table aria-label="Cycle d’évaluation de la qualité par établissement">
            <TableHeader>
              <TableRow>
                {canLaunch ? (
                  <TableHead scope="col">
                    <span className="sr-only">Choisir</span>
                  </TableHead>
                ) : null}
                <TableHead scope="col">Établissement</TableHead>
                <TableHead scope="col">Dernière évaluation qualité</TableHead>
                <TableHead scope="col">Prochaine échéance</TableHead>
                <TableHead scope="col">Projet d’évaluation</TableHead>
                <TableHead scope="col">Enquêtes en cours</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data!.items.map((row) => {
                const late = row.nextDueOn !== null && row.nextDueOn < data!.today;
                return (
                  <TableRow key={row.establishment.id} data-testid="cycle-row">
                    {canLaunch ? (
                      <TableCell className="w-12 p-0">
                        {/* The label is the 44 px target around the 16 px box. */}
                        <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                          <Checkbox
                            checked={chosen.includes(row.establishment.id)}
                            onCheckedChange={(checked) => toggle(row.establishment.id, checked === true)}
                            aria-label={`Choisir ${row.establishment.name}`}
                          />
                        </label>
                      </TableCell>
                    ) : null}
                    <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal text-foreground">
                      <span className="font-medium">{row.establishment.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {row.establishment.city} · {row.establishment.legalEntityName}
                      </span>
                    </TableHead>
                    <TableCell>{row.lastEvaluatedOn ? formatCalendarDay(row.lastEvaluatedOn) : 'Jamais'}</TableCell>
                    <TableCell>
                      {row.nextDueOn ? (
                        <span className={late ? 'font-medium text-red-700' : undefined}>
                          {formatCalendarDay(row.nextDueOn)}
                          {late ? ' (dépassée)' : ''}
                        </span>
                      ) : (
                        <Badge>À planifier</Badge>
                      )}
                    </TableCell>
                    <TableCell>{projectLabel(row.project)}</TableCell>
                    <TableCell>{row.surveysOpen}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data!.total} onPageChange={setPage} />
        </div>
      )}
    </SectionCard>
  );
}
