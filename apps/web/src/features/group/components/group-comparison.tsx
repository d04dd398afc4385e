import type { GroupComparison as Comparison } from '@qc/shared/group/compare-schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { formatRate } from '@/lib/evaluation-summary.ts';
import { useComparableForms, useGroupComparison, type GroupViewQuery } from '../api/get-group-view.ts';
import { plural } from '../labels.ts';
import { QuestionAnswers } from './comparison-question-answers.tsx';
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
