import { authed, requirePermission } from '../orpc/base.ts';
import { exportBoardReportXlsx } from './export-board-report-xlsx.ts';
import { renderBoardReportPdf } from './render-board-report-pdf.ts';

// Report, evaluation and action-plan reading before any scope; the group view's scope is in the queries.
const requireBoardReading = requirePermission('report:read', 'evaluation:read', 'action-plan:read');

export const boardReportRouter = {
  pdf: authed.boardReport.pdf
    .use(requireBoardReading)
    .handler(({ input, context }) => renderBoardReportPdf(context.deps.db, context.deps.reports, context.actor, input)),
  xlsx: authed.boardReport.xlsx
    .use(requireBoardReading)
    .handler(({ input, context }) => exportBoardReportXlsx(context.deps.db, context.actor, input)),
};
