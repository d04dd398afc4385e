import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';

export type DocumentCoverage = {
  /** Forms that apply to the establishment. */
  applicable: number;
  /** Of those, forms with an evaluation in progress or completed: their mandatory documents are known. */
  evaluated: number;
  /** Forms never evaluated: nobody has said yet which of their mandatory documents exist. */
  notEvaluated: number;
};

const forms = (count: number) => `${count} questionnaire${count > 1 ? 's' : ''}`;

/**
 * What the home may truthfully say about missing mandatory documents: only the
 * forms evaluated (in progress or completed) count them. A new crèche with no
 * evaluation was told « Aucun document obligatoire ne manque » (issue 19 item 8).
 */
export function getDocumentCoverage(overview: Pick<EvaluationOverview, 'forms'>): DocumentCoverage {
  const evaluated = overview.forms.filter((item) => item.inProgress || item.lastCompleted).length;
  return { applicable: overview.forms.length, evaluated, notEvaluated: overview.forms.length - evaluated };
}

/** The sentence shown when no missing document was counted. */
export function describeNothingMissing(coverage: DocumentCoverage): string {
  if (coverage.applicable === 0) return 'Aucun questionnaire ne s’applique encore à cet établissement.';
  if (coverage.evaluated === 0)
    return `Aucune auto-évaluation commencée : les documents obligatoires des ${forms(coverage.applicable)} ne sont pas encore vérifiés.`;
  if (coverage.notEvaluated > 0)
    return `Rien ne manque dans ${coverage.evaluated > 1 ? `les ${forms(coverage.evaluated)} évalués` : 'le questionnaire évalué'} ; ${describeNotEvaluated(coverage.notEvaluated)}.`;
  return 'Aucun document obligatoire ne manque.';
}

/** Beside a count of missing documents: what it leaves out. */
export function describeNotEvaluated(notEvaluated: number): string {
  return notEvaluated > 1
    ? `${forms(notEvaluated)} pas encore évalués, leurs documents ne sont pas vérifiés`
    : '1 questionnaire pas encore évalué, ses documents ne sont pas vérifiés';
}
