import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { exportBoardReportXlsx } from './export-board-report-xlsx.ts';
import { renderBoardReportPdf } from './render-board-report-pdf.ts';

// The group view's scope is in the queries.
export const boardReportRouter = operations(authed.boardReport, {
  pdf: (db, actor, input, context) => renderBoardReportPdf(db, context.deps.reports, actor, input),
  xlsx: exportBoardReportXlsx,
});
