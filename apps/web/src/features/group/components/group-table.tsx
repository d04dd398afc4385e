import { formatDate } from '@qc/shared/dates';
import { ESTABLISHMENT_CATEGORY_LABELS } from '@qc/shared/enums';
import { daysUntil, describeExpiry } from '@qc/shared/expiry/expiry';
import type { GroupRow } from '@qc/shared/group/schemas';
import { formatCotation, HAS_ESTABLISHMENT_SUBTITLE, HAS_SIMULATION_NOTICE } from '@qc/shared/scoring/has-labels';
import { getParisToday } from '@qc/shared/validation/dates';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { plural } from '../labels.ts';

/** The group's establishments, one row each: score, evaluations, action plan, documents, agreement. */
export function GroupTable({
  rows,
  lateAfterDays,
  expiringWithinDays,
  onOpen,
}: {
  rows: GroupRow[];
  lateAfterDays: number;
  expiringWithinDays: number;
  onOpen: (row: GroupRow) => void;
}) {
  // Review of ADR 043, item c: the column only where a site of the page has a completed HAS questionnaire.
  const showHas = rows.some((row) => row.has !== null);
  return (
    <>
      <Table aria-label="Établissements du groupe">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Établissement</TableHead>
            <TableHead scope="col">Score</TableHead>
            <TableHead scope="col">Auto-évaluations</TableHead>
            <TableHead scope="col">Plan d’action</TableHead>
            <TableHead scope="col">Documents obligatoires</TableHead>
            <TableHead scope="col">Agrément</TableHead>
            {showHas ? <TableHead scope="col">Lecture HAS (estimation)</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.establishment.id} data-testid="group-row">
              <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal text-foreground">
                <Button
                  variant="link"
                  className="h-auto p-0 text-left font-semibold whitespace-normal"
                  aria-label={`Ouvrir ${row.establishment.name}`}
                  onClick={() => onOpen(row)}
                >
                  {row.establishment.name}
                </Button>
                <div className="text-xs text-muted-foreground">
                  {row.establishment.city} · {row.establishment.legalEntityName}
                  {row.establishment.category ? ` · ${ESTABLISHMENT_CATEGORY_LABELS[row.establishment.category]}` : ''}
                </div>
              </TableHead>
              <TableCell>
                <div className="font-medium whitespace-nowrap tabular-nums">{formatScoreOutOf100(row.score)}</div>
                <div className="text-xs text-muted-foreground">
                  {row.lastCompletedAt ? `Dernière le ${formatDate(row.lastCompletedAt)}` : 'Jamais évalué'}
                </div>
              </TableCell>
              <TableCell>
                <div>{plural(row.evaluationsInProgress, 'en cours', 'en cours')}</div>
                {row.evaluationsLate > 0 ? (
                  <Badge variant="danger" title={`En cours depuis plus de ${lateAfterDays} jours`}>
                    {plural(row.evaluationsLate, 'en retard', 'en retard')}
                    <span className="sr-only"> (en cours depuis plus de {lateAfterDays} jours)</span>
                  </Badge>
                ) : null}
                {row.campaignsLate > 0 ? (
                  <Badge variant="danger" title="Échéance de campagne dépassée" className="whitespace-nowrap">
                    {plural(row.campaignsLate, 'campagne en retard', 'campagnes en retard')}
                    <span className="sr-only"> (échéance dépassée)</span>
                  </Badge>
                ) : null}
                {row.oldestInProgressStartedAt ? (
                  <div className="text-xs text-muted-foreground">
                    Depuis le {formatDate(row.oldestInProgressStartedAt)}
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                <div>{plural(row.actionsOpen, 'action ouverte', 'actions ouvertes')}</div>
                {row.actionsOverdue > 0 ? (
                  <Badge variant="danger">{plural(row.actionsOverdue, 'en retard', 'en retard')}</Badge>
                ) : null}
                {row.obligationsLate > 0 ? (
                  <div>
                    <Badge variant="danger">
                      {plural(row.obligationsLate, 'obligation en retard', 'obligations en retard')}
                    </Badge>
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                {row.documentsMissing === 0 &&
                row.documentsExpiring === 0 &&
                row.establishmentDocumentsExpiring === 0 ? (
                  <span className="text-muted-foreground">À jour</span>
                ) : null}
                {row.documentsMissing > 0 ? (
                  <Badge variant="danger">{plural(row.documentsMissing, 'manquant', 'manquants')}</Badge>
                ) : null}
                {row.documentsExpiring > 0 ? (
                  <div className="text-xs">
                    {plural(row.documentsExpiring, 'expire', 'expirent')} sous {expiringWithinDays} jours
                    {row.nextDocumentExpiry ? ` (le ${formatDate(row.nextDocumentExpiry)})` : ''}
                  </div>
                ) : null}
                {row.establishmentDocumentsExpiring > 0 ? (
                  <div className="text-xs">
                    {plural(
                      row.establishmentDocumentsExpiring,
                      'document de l’établissement expire',
                      'documents de l’établissement expirent',
                    )}{' '}
                    sous {expiringWithinDays} jours
                    {row.nextEstablishmentDocumentExpiry
                      ? ` (le ${formatDate(row.nextEstablishmentDocumentExpiry)})`
                      : ''}
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                {row.agreement.status === 'ACTIVE' ? (
                  <Badge variant="success">Actif</Badge>
                ) : row.agreement.status === 'INACTIVE' ? (
                  <Badge variant="muted">Inactif</Badge>
                ) : (
                  <Badge variant="danger">Aucun</Badge>
                )}
                {row.agreement.number ? (
                  <div className="text-xs text-muted-foreground">{row.agreement.number}</div>
                ) : null}
                <AgreementEnd row={row} expiringWithinDays={expiringWithinDays} />
              </TableCell>
              {showHas ? (
                <TableCell>
                  <HasCell has={row.has} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {showHas ? (
        <p className="px-2 pt-2 text-xs text-muted-foreground">
          Lecture HAS : {HAS_ESTABLISHMENT_SUBTITLE}. {HAS_SIMULATION_NOTICE}
        </p>
      ) : null}
    </>
  );
}

/** The site's combined HAS reading: mean of objectives, impératifs met / applicable, questionnaires combined. */
function HasCell({ has }: { has: GroupRow['has'] }) {
  if (!has) return <span className="text-xs text-muted-foreground">Aucun questionnaire HAS terminé</span>;
  return (
    <div className="grid gap-0.5">
      <div className="font-medium whitespace-nowrap tabular-nums">
        {formatCotation(has.objectivesMean)} / 4<span className="sr-only"> de moyenne des objectifs</span>
      </div>
      <div className="text-xs whitespace-nowrap">
        Impératifs {has.imperatifsMet} / {has.imperatifsApplicable}
      </div>
      {has.imperatifsNotConcerned > 0 ? (
        <Badge variant="danger">
          {plural(has.imperatifsNotConcerned, 'impératif « non concerné »', 'impératifs « non concernés »')}
        </Badge>
      ) : null}
      <div className="text-xs text-muted-foreground">
        {plural(has.formsCombined, 'questionnaire', 'questionnaires')} · dernier le {formatDate(has.lastCompletedAt)}
      </div>
    </div>
  );
}

/** Issue 17 item 4: an active agreement's end, flagged from the first reminder (60 days) on. */
function AgreementEnd({ row, expiringWithinDays }: { row: GroupRow; expiringWithinDays: number }) {
  const { endDate, status } = row.agreement;
  if (!endDate || status !== 'ACTIVE') return null;
  const daysLeft = daysUntil(endDate, getParisToday());
  return daysLeft <= expiringWithinDays ? (
    <Badge variant="danger">
      Fin le {formatDate(endDate)} : {describeExpiry(daysLeft)}
    </Badge>
  ) : (
    <div className="text-xs text-muted-foreground">Jusqu’au {formatDate(endDate)}</div>
  );
}
