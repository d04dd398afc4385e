import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { GroupComparison as Comparison, GroupQuestionComparison as QuestionComparison } from '@qc/shared/group/compare-schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/dates.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { formatRate } from '@/lib/evaluation-summary.ts';
import { getDocumentDownloadUrl } from '@/lib/document-download.ts';
import {
  useComparableForms,
  useGroupComparison,
  useGroupQuestionComparison,
  type GroupViewQuery,
} from '../api/get-group-view.ts';
import { plural } from '../labels.ts';
import { ComparisonFormPicker, ComparisonSiteScores } from './comparison-sites.tsx';

type CompareFilters = Pick<GroupViewQuery, 'clientId' | 'legalEntityId' | 'category' | 'city' | 'search'>;

/**
 * Issue 17 item 2: the sites of the group compared on one form — per
 * question the rate across the group and who does not conform, the
 * impératifs failed anywhere first; from a question, every site's answer,
 * comment and proof. The group view's filters apply.
 */
export function GroupComparisonCard({ filters }: { filters: CompareFilters }) {
  const [formId, setFormId] = useState<string | undefined>();
  const [questionKey, setQuestionKey] = useState<string | undefined>();
  const forms = useComparableForms();
  const comparison = useGroupComparison(formId, filters);

  return (
    <SectionCard
      titleId="group-comparison-title"
      title="Comparer les établissements sur un questionnaire"
      description="D’après la dernière auto-évaluation terminée de chaque établissement, avec les filtres de la vue de groupe."
      contentClassName="grid gap-4"
    >
      <ComparisonFormPicker
        forms={forms.data?.items ?? []}
        value={formId}
        isPending={forms.isPending}
        onChange={(value) => {
          setFormId(value);
          setQuestionKey(undefined);
        }}
      />
      {forms.isError ? <ErrorState message={getErrorMessage(forms.error)} /> : null}
      {!formId ? null : comparison.isPending ? (
        <Skeleton className="h-40" aria-label="Chargement de la comparaison" />
      ) : comparison.isError ? (
        <ErrorState message={getErrorMessage(comparison.error)} onRetry={() => void comparison.refetch()} />
      ) : (
        <ComparisonResult
          comparison={comparison.data}
          questionKey={questionKey}
          onQuestion={setQuestionKey}
          filters={filters}
        />
      )}
    </SectionCard>
  );
}

function ComparisonResult({
  comparison,
  questionKey,
  onQuestion,
  filters,
}: {
  comparison: Comparison;
  questionKey: string | undefined;
  onQuestion: (key: string | undefined) => void;
  filters: CompareFilters;
}) {
  const evaluated = comparison.sites.filter((site) => site.evaluationId);
  const notEvaluated = comparison.sites.filter((site) => !site.evaluationId);
  const failedCritical = comparison.questions.filter((question) => question.isCritical && question.nonConforming > 0);
  if (comparison.sites.length === 0) {
    return <p className="text-sm text-muted-foreground">Ce questionnaire ne s’applique à aucun établissement ici.</p>;
  }
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-pretty">« {comparison.form.name} »</h3>
      <p className="text-sm">
        {plural(evaluated.length, 'établissement évalué', 'établissements évalués')} sur {comparison.sites.length}
        {notEvaluated.length > 0 ? ` — pas encore évalué : ${notEvaluated.map((site) => site.name).join(', ')}.` : '.'}
      </p>
      {evaluated.length === 0 ? null : (
        <>
          <ComparisonSiteScores comparison={comparison} />
          <section aria-labelledby="group-critical-title" className="grid gap-1 text-sm">
            <h3 id="group-critical-title" className="font-semibold">
              Impératifs non conformes
            </h3>
            {failedCritical.length === 0 ? (
              <p className="text-muted-foreground">Aucun impératif n’est en écart dans le groupe.</p>
            ) : (
              <ul className="grid gap-1">
                {failedCritical.map((question) => (
                  <li key={question.key}>
                    <span className="font-medium">{question.label}</span> :{' '}
                    {question.nonConformingSites.map((site) => site.name).join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Table aria-label={`Questions de « ${comparison.form.name} » dans le groupe`}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Question</TableHead>
                <TableHead scope="col">Conformité du groupe</TableHead>
                <TableHead scope="col">Établissements non conformes</TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Réponses</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {comparison.questions.map((question) => (
                <TableRow key={question.key} data-testid="comparison-question">
                  <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal text-foreground">
                    {question.label} {question.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
                    {question.reference ? (
                      <div className="text-xs text-muted-foreground">{question.reference}</div>
                    ) : null}
                  </TableHead>
                  <TableCell className="tabular-nums">
                    {formatRate(question.conformityRate)}
                    <div className="text-xs text-muted-foreground">
                      {question.conforming} conforme{question.conforming > 1 ? 's' : ''}, {question.nonConforming} non
                      conforme{question.nonConforming > 1 ? 's' : ''}
                      {question.notApplicable > 0 ? `, ${question.notApplicable} non concerné(s)` : ''}
                      {question.setAside > 0
                        ? `, ne s’applique pas à ${plural(question.setAside, 'établissement', 'établissements')}`
                        : ''}
                    </div>
                  </TableCell>
                  <TableCell>
                    {question.nonConformingSites.length === 0
                      ? '—'
                      : question.nonConformingSites.map((site) => site.name).join(', ')}
                  </TableCell>
                  <TableCell>
                    <DisclosureButton
                      expanded={questionKey === question.key}
                      controls="group-question-answers"
                      onClick={() => onQuestion(questionKey === question.key ? undefined : question.key)}
                    >
                      {questionKey === question.key ? 'Masquer' : 'Voir'} les réponses
                      <span className="sr-only"> à « {question.label} »</span>
                    </DisclosureButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div id="group-question-answers">
            {questionKey ? (
              <QuestionAnswers formId={comparison.form.id} questionKey={questionKey} filters={filters} />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function QuestionAnswers({
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
