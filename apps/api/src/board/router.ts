import { authed, requirePermission } from '../orpc/base.ts';
import { operation } from '../orpc/operations.ts';
import { exportBoardReportXlsx } from './export-board-report-xlsx.ts';
import { renderBoardReportPdf } from './render-board-report-pdf.ts';

// Report, evaluation and action-plan reading before any scope; the group view's scope is in the queries.
const boardReading = ['report:read', 'evaluation:read', 'action-plan:read'] as const;

export const boardReportRouter = {
  pdf: authed.boardReport.pdf
    .use(requirePermission(...boardReading))
    .handler(({ input, context }) => renderBoardReportPdf(context.deps.db, context.deps.reports, context.actor, input)),
  xlsx: operation(authed.boardReport.xlsx, boardReading, exportBoardReportXlsx),
};
