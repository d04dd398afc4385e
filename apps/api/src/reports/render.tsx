import { renderToBuffer } from '@react-pdf/renderer';
import { AuthoritiesReport } from './authorities-report.tsx';
import { BoardReport } from './board-report.tsx';
import { CampaignReport } from './campaign-report.tsx';
import { EstablishmentReport } from './establishment-report.tsx';
import { EvaluationReport } from './evaluation-report.tsx';
import { EvaluationProjectReport } from './evaluation-project-report.tsx';
import { renderEvaluationProjectDocx } from './evaluation-project-docx.ts';
import { HasPreparationReport } from './has-preparation-report.tsx';
import { IncidentDeclarationReport } from './incident-declaration-report.tsx';
import type { ReportModel } from './model.ts';

/** React element → PDF bytes (or the Word export's bytes). CPU-bound: runs in a render worker (pool.ts), never on the request thread. */
export async function renderReport(model: ReportModel): Promise<Uint8Array> {
  const generatedAt = new Date(model.data.generatedAt);
  // The Word export is no PDF, but its packing is CPU work too: the same workers, queue and time-out.
  if (model.kind === 'evaluationProjectDocx') return renderEvaluationProjectDocx({ ...model.data, generatedAt });
  const buffer = await renderToBuffer(
    model.kind === 'evaluation' ? (
      <EvaluationReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'board' ? (
      <BoardReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'incidentDeclaration' ? (
      <IncidentDeclarationReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'evaluationProject' ? (
      <EvaluationProjectReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'authorities' ? (
      <AuthoritiesReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'hasPreparation' ? (
      <HasPreparationReport {...model.data} generatedAt={generatedAt} />
    ) : model.kind === 'campaign' ? (
      <CampaignReport {...model.data} generatedAt={generatedAt} />
    ) : (
      <EstablishmentReport {...model.data} generatedAt={generatedAt} />
    ),
  );
  // A copy that owns its whole ArrayBuffer, so the worker can transfer it instead of cloning it.
  return new Uint8Array(buffer);
}
