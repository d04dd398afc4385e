import { authed } from '../orpc/base.ts';
import { exportBoardReportXlsx } from './export-board-report-xlsx.ts';
import { renderBoardReportPdf } from './render-board-report-pdf.ts';

// The permissions (report, evaluation and action-plan reading) and the group view's scope are checked in the service.
export const boardReportRouter = {
  pdf: authed.boardReport.pdf.handler(({ input, context }) =>
    renderBoardReportPdf(context.deps.db, context.deps.reports, context.actor, input),
  ),
  xlsx: authed.boardReport.xlsx.handler(({ input, context }) =>
    exportBoardReportXlsx(context.deps.db, context.actor, input),
  ),
};
