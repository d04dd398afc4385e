import type { BoardReportInput } from '@qc/shared/board/schemas';
import type { Database } from '../db/client.ts';
import type { ReportPool } from '../reports/pool.ts';
import type { Actor } from '../scope/actor.ts';
import { getBoardReport } from './get-board-report.ts';
import { boardFileName } from './report-data.ts';

/** Issue 17 item 5: the PDF, laid out in the render pool (off the request thread; 503 in French when full). */
export async function renderBoardReportPdf(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  input: BoardReportInput,
): Promise<File> {
  const data = await getBoardReport(db, actor, input);
  const bytes = await pool.render({ kind: 'board', data: { ...data, generatedAt: data.generatedAt.toISOString() } });
  return new File([bytes as Uint8Array<ArrayBuffer>], boardFileName(data, 'pdf'), { type: 'application/pdf' });
}
