import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { REPORT_MESSAGES } from '../reports/messages.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';
import { BoardReportInputSchema } from './schemas.ts';

const tags = ['Vue de groupe'];

/** The PDF renders in the bounded worker pool: a full queue or a render past its time answers 503. */
const renderErrors = { SERVICE_UNAVAILABLE: { status: 503, message: REPORT_MESSAGES.queueFull } } as const;

/** Issue 17 item 5: the board report of a group, for a period, as PDF and as XLSX (the same figures). */
export const boardReportContract = {
  pdf: oc
    .errors(renderErrors)
    .route({
      method: 'GET',
      path: '/group/board-report',
      tags,
      summary:
        'Rapport au conseil d’administration (PDF) : scores par établissement et catégorie, tendance, écarts fréquents, impératifs, plans d’action',
    })
    .input(BoardReportInputSchema)
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.pdf })),
  xlsx: oc
    .route({
      method: 'GET',
      path: '/group/board-report.xlsx',
      tags,
      summary: 'Rapport au conseil d’administration : les mêmes chiffres en classeur Excel (XLSX)',
    })
    .input(BoardReportInputSchema)
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.xlsx })),
};
