import { fileOutput, routeGroup } from '../common/routes.ts';
import { ImportFileInputSchema, ImportReportSchema, ImportTemplateInputSchema } from './schemas.ts';

const routes = routeGroup(['Import']);

/**
 * Issue 32 item 1 (ADR 039): a group imported from a spreadsheet. Stateless: the file is sent to each call,
 * checked again by each, so what is applied is what was checked against the database as it is then.
 */
export const importsContract = {
  template: routes.get(
    '/imports/template',
    "Modèle d'import (XLSX ou CSV) : entités légales, établissements, membres, utilisateurs",
    ImportTemplateInputSchema,
    fileOutput('any'),
  ),
  check: routes.post(
    '/imports/check',
    "Vérifier un fichier d'import sans rien enregistrer (multipart) : le rapport ligne par ligne",
    ImportFileInputSchema,
    ImportReportSchema,
  ),
  report: routes.post(
    '/imports/report',
    "Le rapport de vérification d'un fichier d'import, en classeur Excel (multipart)",
    ImportFileInputSchema,
    fileOutput('xlsx'),
  ),
  apply: routes.post(
    '/imports/apply',
    "Importer les lignes valides d'un fichier, en une seule transaction (multipart)",
    ImportFileInputSchema,
    ImportReportSchema,
  ),
};
