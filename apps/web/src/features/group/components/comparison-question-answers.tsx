import { formatDate } from '@qc/shared/dates';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { GroupQuestionComparison as QuestionComparison } from '@qc/shared/group/compare-schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';
import { Badge } from '@/components/ui/badge.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getDocumentDownloadUrl } from '@/lib/document-download.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { useGroupQuestionComparison, type GroupViewQuery } from '../api/get-group-view.ts';

type CompareFilters = Pick<GroupViewQuery, 'clientId' | 'legalEntityId' | 'category' | 'city' | 'search'>;

/** From a question of the group comparison (issue 17 item 2): every site's answer, comment and proof. */
export function QuestionAnswers({
  formId,
  questionKey,
  filters,
}: {
  formId: string;
  questionKey: string;
  filters: CompareFilters;
}) {
  const detail = useGroupQuestionComparison(formId, questionKey, filters);
  if (detail.isPending) return <Skeleton className="h-32" aria-label="Chargement des réponses" />;
  if (detail.isError)
    return <ErrorState message={getErrorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const { question, rows } = detail.data;
  return (
    <Table aria-label={`Réponses des établissements à « ${question.label} »`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Établissement</TableHead>
          <TableHead scope="col">Réponse</TableHead>
          <TableHead scope="col">Commentaire</TableHead>
          <TableHead scope="col">Preuves</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.site.id}>
            <TableHead scope="row" className="h-auto py-2 font-medium whitespace-normal text-foreground">
              {row.site.name}
              {row.completedAt ? (
                <div className="text-xs font-normal text-muted-foreground">le {formatDate(row.completedAt)}</div>
              ) : null}
            </TableHead>
            <TableCell>
              {row.setAside ? (
                <SetAsideAnswer setAside={row.setAside} kept={row.answer} question={question} />
              ) : !row.evaluationId ? (
                <span className="text-muted-foreground">Pas encore évalué</span>
              ) : !row.answer ? (
                <span className="text-muted-foreground">Sans réponse</span>
              ) : (
                <>
                  {formatAnswerValue(question, {
                    value: row.answer.value as AnswerValue | null,
                    notApplicable: row.answer.notApplicable,
                  })}{' '}
                  {row.answer.isConforming === false ? <Badge variant="danger">Non conforme</Badge> : null}
                  {row.answer.isConforming === true ? <Badge variant="success">Conforme</Badge> : null}
                  {row.answer.notApplicable && row.answer.justification ? (
                    <div className="text-xs text-muted-foreground">{row.answer.justification}</div>
                  ) : null}
                </>
              )}
            </TableCell>
            <TableCell className="whitespace-pre-line">{row.answer?.comment || '—'}</TableCell>
            <TableCell>
              {row.answer && row.answer.evidence.length > 0 ? (
                <ul className="grid gap-1">
                  {row.answer.evidence.map((document) => (
                    <li key={document.id}>
                      <DownloadLink
                        href={getDocumentDownloadUrl(document.id)}
                        fileName={document.name}
                        className="text-primary underline"
                      >
                        {document.name}
                      </DownloadLink>
                      {document.validUntil ? (
                        <span className="text-xs text-muted-foreground">
                          {' '}
                          (valable jusqu’au {formatDate(document.validUntil)})
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Issue 26 (ADR 035): the question does not apply at this site — as its evaluation froze it, or, not yet evaluated,
 * as its profile says. Neither an answer missing nor a gap; an answer kept from before is shown as counting for nothing.
 */
function SetAsideAnswer({
  setAside,
  kept,
  question,
}: {
  setAside: NonNullable<QuestionComparison['rows'][number]['setAside']>;
  kept: QuestionComparison['rows'][number]['answer'];
  question: QuestionComparison['question'];
}) {
  return (
    <>
      <Badge variant="muted">Ne s’applique pas</Badge>
      <div className="text-xs text-muted-foreground">
        {setAside.reason}
        {setAside.source === 'PROFILE' ? ' (selon son profil ; pas encore évalué)' : ''}
      </div>
      {kept && (kept.value !== null || kept.notApplicable) ? (
        <div className="text-xs text-muted-foreground">
          Réponse conservée d’avant, qui ne compte pas :{' '}
          {formatAnswerValue(question, { value: kept.value as AnswerValue | null, notApplicable: kept.notApplicable })}
        </div>
      ) : null}
    </>
  );
}
