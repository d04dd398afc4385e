import * as v from 'valibot';
import { namedEntries } from '../common/rows.ts';
import { documentAs } from '../validation/json-schema.ts';
import { idSchema } from '../validation/fields.ts';
import { labelledEnum } from '../enums.ts';

/** Issue 5: 20 MB at most, recognised by content. */
export const MAX_FILE_SIZE = 20 * 1024 * 1024;

/**
 * Issue 12: what one establishment's files may take in all (its documents and
 * the evidence of its evaluations and actions), and likewise one form's
 * templates. Counted from the stored sizes, checked on every upload.
 */
export const ESTABLISHMENT_STORAGE_QUOTA = 500 * 1024 * 1024;
export const STORAGE_QUOTA_LABEL = '500 Mo';

/** Longest file name kept, in characters (the extension is kept when shortening). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * Characters a file name may not hold: control characters (NUL answered 500
 * before issue 12), path separators, and the bidirectional overrides that make
 * « rapport\u202Efdp.exe » read as « rapportexe.pdf ».
 */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_FILE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\\u202a-\u202e\u2066-\u2069]/;

export const DOCUMENT_MESSAGES = {
  fileRequired: 'Veuillez choisir un fichier',
  fileTooLarge: 'Le fichier dépasse la taille maximale de 20 Mo',
  fileEmpty: 'Le fichier est vide',
  fileTypeRefused:
    'Type de fichier refusé : seuls les PDF, images (PNG, JPEG, GIF, WebP), documents Office et OpenDocument sont acceptés',
  typeRequired: 'Veuillez choisir le type de document',
  validUntilInvalid: 'Veuillez saisir une date de validité valide',
  notFound: 'Document introuvable',
  fileNameInvalid: "Le nom du fichier contient des caractères non autorisés : renommez-le avant de l'envoyer",
  wordInvalid: 'Le fichier Word est invalide ou contient des éléments non autorisés',
  excelInvalid: 'Le fichier Excel est invalide ou contient des éléments non autorisés',
  powerPointInvalid: 'Le fichier PowerPoint est invalide ou contient des éléments non autorisés',
  openDocumentInvalid: 'Le fichier OpenDocument est invalide ou contient des éléments non autorisés',
  storageFull: `Espace de stockage de l'établissement plein (${STORAGE_QUOTA_LABEL}) : supprimez des documents avant d'en ajouter`,
  templateStorageFull: `Espace de stockage des modèles de ce questionnaire plein (${STORAGE_QUOTA_LABEL}) : supprimez des modèles avant d'en ajouter`,
  inUseByAnswers: (count: number) =>
    `Impossible de supprimer ce document : il sert de preuve à ${count} réponse(s) d'auto-évaluation`,
  inUse: 'Impossible de supprimer ce document : il sert de preuve',
  alreadyReplaced: 'Ce document a déjà été remplacé par une version plus récente',
  inUseByActions: (count: number) => `Impossible de supprimer ce document : il sert de preuve à ${count} action(s)`,
} as const;

export const { values: ESTABLISHMENT_DOCUMENT_TYPES, labels: ESTABLISHMENT_DOCUMENT_TYPE_LABELS } = labelledEnum([
  ['PROJET_ETABLISSEMENT', "Projet d'établissement"],
  ['REGLEMENT_FONCTIONNEMENT', 'Règlement de fonctionnement'],
  ['AGREMENT', 'Agrément'],
  ['PROTOCOLE', 'Protocole'],
  ['AUTRE', 'Autre'],
]);
export type EstablishmentDocumentType = (typeof ESTABLISHMENT_DOCUMENT_TYPES)[number];

export const DocumentSchema = v.object({
  ...namedEntries,
  mimeType: v.string(),
  size: v.number(),
  sha256: v.string(),
  type: v.nullable(v.picklist(ESTABLISHMENT_DOCUMENT_TYPES)),
  /** Last day of validity (Europe/Paris), if any. */
  validUntil: v.nullable(v.string()),
  isExpired: v.boolean(),
  establishmentId: v.nullable(v.string()),
  formId: v.nullable(v.string()),
  uploadedByName: v.string(),
  createdAt: v.string(),
  /** Issue 17 item 4: the newer version that replaced this one (no longer watched for expiry). */
  replacedById: v.nullable(v.string()),
});
export type DocumentItem = v.InferOutput<typeof DocumentSchema>;

/**
 * A proof uploaded in an evaluation or an action, listed on the establishment's
 * Documents tab (issue 19 item 8) with what it proves: each answer (evaluation,
 * form, question) and each action it is attached to.
 */
export const EvidenceDocumentSchema = v.object({
  ...DocumentSchema.entries,
  answers: v.array(
    v.object({
      evaluationId: v.string(),
      evaluationStatus: v.picklist(['IN_PROGRESS', 'COMPLETED']),
      /** When the evaluation was completed, null while in progress. */
      completedAt: v.nullable(v.string()),
      formId: v.string(),
      formName: v.string(),
      /** The question key (stable across versions), and its label in the version answered. */
      questionKey: v.string(),
      questionLabel: v.string(),
    }),
  ),
  actions: v.array(v.object({ id: v.string(), title: v.string() })),
});
export type EvidenceDocument = v.InferOutput<typeof EvidenceDocumentSchema>;

/** The file field: presence and size here; the content is checked by the server. */
export const UploadFileSchema = documentAs(
  v.pipe(
    // A missing file is checked as null, so it gets this message rather than the generic one.
    v.optional(
      v.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, DOCUMENT_MESSAGES.fileRequired),
      null as never,
    ),
    v.minSize(1, DOCUMENT_MESSAGES.fileEmpty),
    v.maxSize(MAX_FILE_SIZE, DOCUMENT_MESSAGES.fileTooLarge),
    v.check((file) => !FORBIDDEN_FILE_NAME_CHARACTERS.test(file.name), DOCUMENT_MESSAGES.fileNameInvalid),
  ),
  // Sent as a multipart part; the server sniffs the content (file-type), so any type may be offered.
  { type: 'string', contentMediaType: 'application/octet-stream', description: 'Fichier (20 Mo au plus)' },
);

export const EstablishmentDocumentUploadSchema = v.object({
  establishmentId: idSchema,
  file: UploadFileSchema,
  type: v.optional(v.picklist(ESTABLISHMENT_DOCUMENT_TYPES, DOCUMENT_MESSAGES.typeRequired), '' as never),
  validUntil: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.trim()),
      v.union(
        [v.literal(''), v.pipe(v.string(), v.isoDate(DOCUMENT_MESSAGES.validUntilInvalid))],
        DOCUMENT_MESSAGES.validUntilInvalid,
      ),
    ),
  ),
});

/** Issue 17 item 4: the new version of a document, in one step from the expiry reminder. */
export const DocumentRenewalSchema = v.object({
  id: idSchema,
  file: UploadFileSchema,
  validUntil: EstablishmentDocumentUploadSchema.entries.validUntil,
});

export const TemplateUploadSchema = v.object({ formId: idSchema, file: UploadFileSchema });
