import * as v from 'valibot';
import { UploadFileSchema } from '../documents/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { IMPORT_KINDS } from './columns.ts';

/** Issue 32 item 1: a file holds at most this many rows in all (5,000 are checked and imported in a few seconds). */
export const MAX_IMPORT_ROWS = 10_000;
/** Issues answered on screen; the XLSX report lists them all. */
export const MAX_LISTED_ISSUES = 500;

export const IMPORT_MESSAGES = {
  fileTypeRefused: 'Type de fichier refusé : seuls les classeurs Excel (.xlsx) et les fichiers CSV sont acceptés',
  unreadable: 'Le fichier est illisible : enregistrez-le au format .xlsx ou CSV, puis réessayez',
  noTable:
    'Aucune feuille reconnue : utilisez les modèles (colonnes « SIREN », « SIRET », « Rôle » ou « Rôles » en première ligne)',
  tooManyRows: `Le fichier dépasse ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes : découpez-le en plusieurs fichiers`,
  clientRequired: 'Veuillez sélectionner un client',
  clientNotFound: 'Client introuvable',
  nothingToImport: 'Aucune ligne valide à importer : corrigez le fichier puis vérifiez-le de nouveau',
  unknownColumn: (header: string) => `Colonne « ${header} » inconnue : elle est ignorée`,
  duplicateSheet: (sheet: string, first: string) =>
    `La feuille « ${sheet} » a le même contenu que « ${first} » : une seule feuille par type`,
  duplicateInFile: (what: string, line: number) => `${what} figure déjà ligne ${line} de cette feuille`,
  legalEntityUnknown: (siren: string) => `Aucune entité légale de SIREN ${siren} dans le fichier ni chez ce client`,
  legalEntityInError: (siren: string, line: number) =>
    `L’entité légale de SIREN ${siren} est en erreur (feuille « Entités légales », ligne ${line})`,
  establishmentUnknown: (siret: string) => `Aucun établissement de SIRET ${siret} dans le fichier ni chez ce client`,
  establishmentInError: (siret: string, line: number) =>
    `L’établissement de SIRET ${siret} est en erreur (feuille « Établissements », ligne ${line})`,
  establishmentOtherLegalEntity:
    "Cet établissement existe déjà sous une autre entité légale : l'entité légale d'un établissement ne peut pas être modifiée",
  userUnknown: (email: string) =>
    `Aucun utilisateur ${email} dans le fichier ni chez ce client : ajoutez-le à la feuille « Utilisateurs »`,
  userInError: (email: string, line: number) =>
    `L’utilisateur ${email} est en erreur (feuille « Utilisateurs », ligne ${line})`,
  ambiguousLegalEntity: (siren: string) =>
    `Plusieurs entités légales de ce client ont le SIREN ${siren} : corrigez-les avant d’importer`,
  ambiguousEstablishment: (siret: string) =>
    `Plusieurs établissements de ce client ont le SIRET ${siret} : corrigez-les avant d’importer`,
  ambiguousMember: 'Plusieurs membres de ce client portent ce nom : indiquez l’email de son compte',
  invalidValue: (label: string) => `Valeur non reconnue pour « ${label} »`,
  invalidNumber: (label: string) => `« ${label} » doit être un nombre`,
  invalidDate: (label: string) => `« ${label} » doit être une date (JJ/MM/AAAA)`,
  invalidBoolean: (label: string) => `« ${label} » doit valoir Oui ou Non`,
} as const;

export const ImportKindSchema = v.picklist(IMPORT_KINDS, "Type d'import inconnu");

export const ImportTemplateInputSchema = v.object({
  kind: v.optional(v.picklist([...IMPORT_KINDS, 'all'], 'Modèle inconnu'), 'all'),
  format: v.optional(v.picklist(['xlsx', 'csv'], 'Format inconnu : xlsx ou csv'), 'xlsx'),
});
export type ImportTemplateInput = v.InferOutput<typeof ImportTemplateInputSchema>;

/** The uploaded file and, for an ADMIN, the client it goes to (a CLIENT_MASTER's own client otherwise). */
export const ImportFileInputSchema = v.object({
  clientId: v.optional(idSchema),
  file: UploadFileSchema,
});
export type ImportFileInput = v.InferOutput<typeof ImportFileInputSchema>;

export const ImportIssueSchema = v.object({
  /** The sheet's name (a CSV file: its kind's name). */
  sheet: v.string(),
  /** The line in the sheet, the header being line 1; 0 for the whole file. */
  line: v.number(),
  /** The French header of the column, '' for the whole row. */
  column: v.string(),
  message: v.string(),
});
export type ImportIssue = v.InferOutput<typeof ImportIssueSchema>;

export const ImportTableSummarySchema = v.object({
  kind: ImportKindSchema,
  sheet: v.string(),
  rows: v.number(),
  /** New rows the import creates, rows it updates, rows already as the file says. */
  create: v.number(),
  update: v.number(),
  unchanged: v.number(),
  /** Rows refused (at least one issue): left out of the import. */
  invalid: v.number(),
});
export type ImportTableSummary = v.InferOutput<typeof ImportTableSummarySchema>;

export const ImportReportSchema = v.object({
  clientId: v.string(),
  clientName: v.string(),
  fileName: v.string(),
  /** XLSX or CSV, with the CSV's encoding and separator as read. */
  format: v.string(),
  tables: v.array(ImportTableSummarySchema),
  totalRows: v.number(),
  validRows: v.number(),
  invalidRows: v.number(),
  /** Member-to-establishment links the import adds. */
  linksToCreate: v.number(),
  issueCount: v.number(),
  /** The first MAX_LISTED_ISSUES issues. */
  issues: v.array(ImportIssueSchema),
  /** True once applied (the apply call); the check answers false. */
  applied: v.boolean(),
});
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;
