import { fileOutput, routeGroup } from '../common/routes.ts';
import { RENDER_ERRORS } from '../reports/messages.ts';
import { BoardReportInputSchema } from './schemas.ts';

const routes = routeGroup(['Vue de groupe']);

/** Issue 17 item 5: the board report of a group, for a period, as PDF and as XLSX (the same figures). */
export const boardReportContract = {
  /** The PDF renders in the bounded worker pool (503 when full); the spreadsheet does not. */
  pdf: routes
    .get(
      '/group/board-report',
      'Rapport au conseil d’administration (PDF) : scores par établissement et catégorie, tendance, écarts fréquents, impératifs, plans d’action',
      BoardReportInputSchema,
      fileOutput('pdf'),
    )
    .errors(RENDER_ERRORS),
  xlsx: routes.get(
    '/group/board-report.xlsx',
    'Rapport au conseil d’administration : les mêmes chiffres en classeur Excel (XLSX)',
    BoardReportInputSchema,
    fileOutput('xlsx'),
  ),
};
