import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { applyImport } from './apply-import.ts';
import { checkImportFile } from './import-file.ts';
import { downloadImportReport, downloadImportTemplate } from './import-files.ts';

/**
 * Issue 32: importing creates legal entities, establishments, members and users at once, so it needs the four
 * permissions their create operations need (PROCEDURE_PERMISSIONS); the client is checked in the operation.
 */
export const importsRouter = operations(authed.imports, {
  template: downloadImportTemplate,
  check: checkImportFile,
  report: downloadImportReport,
  apply: applyImport,
});
