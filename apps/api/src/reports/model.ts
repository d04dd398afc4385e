import type { AuthoritiesReportData } from './authorities-model.ts';
import type { BoardReportData } from './board-report.tsx';
import type { CampaignReportData } from './campaign-report.tsx';
import type { EstablishmentReportData } from './establishment-report.tsx';
import type { EvaluationReportData } from './evaluation-report.tsx';
import type { EvaluationProjectReportData } from './evaluation-project-report.tsx';
import type { IncidentDeclarationReportData } from './incident-declaration-report.tsx';
import type { HasPreparationReportData } from './has-preparation-report.tsx';

/**
 * What a render worker receives: plain data only (strings, numbers, arrays), read
 * and scoped on the main thread. Dates travel as ISO strings so the model stays
 * JSON-serialisable, whatever the transport (structured clone today).
 */
type Serializable<T> = Omit<T, 'generatedAt'> & { generatedAt: string };

export type ReportModel =
  | { kind: 'evaluation'; data: Serializable<EvaluationReportData> }
  | { kind: 'establishment'; data: Serializable<EstablishmentReportData> }
  | { kind: 'campaign'; data: Serializable<CampaignReportData> }
  | { kind: 'board'; data: Serializable<BoardReportData> }
  | { kind: 'incidentDeclaration'; data: Serializable<IncidentDeclarationReportData> }
  // Issue 28 item 2: one version of a projet d'évaluation, as a PDF or as a Word document (.docx).
  | { kind: 'evaluationProject'; data: Serializable<EvaluationProjectReportData> }
  | { kind: 'evaluationProjectDocx'; data: Serializable<EvaluationProjectReportData> }
  // Issue 28 item 4 (ADR 046): the quality evaluation report for the authorities.
  | { kind: 'authorities'; data: Serializable<AuthoritiesReportData> }
  // Issue 30 item 4 (ADR 043): the preparation pack of the HAS external evaluation.
  | { kind: 'hasPreparation'; data: Serializable<HasPreparationReportData> };
