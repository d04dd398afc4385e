import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { applyImport } from './apply-import.ts';
import { checkImportFile } from './import-file.ts';
import { downloadImportReport, downloadImportTemplate } from './import-files.ts';

/**
 * Issue 32: importing creates legal entities, establishments, members and users at once, so it needs the four
 * permissions their create operations need (ADMIN and CLIENT_MASTER); the client is checked in the operation.
 */
export const IMPORT_PERMISSIONS = [
  'legal-entity:manage',
  'establishment:manage',
  'member:manage',
  'user:manage',
] as const;

export const importsRouter = operations(authed.imports, IMPORT_PERMISSIONS, {
  template: downloadImportTemplate,
  check: checkImportFile,
  report: downloadImportReport,
  apply: applyImport,
});
