import type { AuditEntity, AuditEntry } from '@qc/shared/audit/schemas';
import { CAMPAIGN_STATUS_LABELS } from '@qc/shared/campaigns/schemas';
import {
  ACTION_PRIORITY_LABELS,
  ACTION_STATUS_LABELS,
  ESTABLISHMENT_CATEGORY_LABELS,
  KIND_LABELS,
  MANAGEMENT_TYPE_LABELS,
  MEMBER_ROLE_LABELS,
  QUESTION_TYPE_LABELS,
  ROLE_LABELS,
  STATUS_LABELS,
} from '@qc/shared/enums';
import { EVALUATION_STATUS_LABELS } from '@qc/shared/evaluations/schemas';

/** Every kind of record the API writes to the audit trail, in the order of the filter. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  client: 'Client',
  'legal-entity': 'Entité légale',
  establishment: 'Établissement',
  agreement: 'Agrément',
  'effective-member': 'Membre',
  'establishment-member': 'Rattachement d’un membre',
  user: 'Utilisateur',
  category: 'Catégorie',
  form: 'Questionnaire',
  question: 'Question',
  evaluation: 'Auto-évaluation',
  'evaluation-sharing': 'Partage d’une auto-évaluation',
  action: 'Action',
  'action-dismissal': 'Écart écarté du plan',
  document: 'Document',
  campaign: 'Campagne',
  incident: 'Événement indésirable',
  import: 'Import d’un fichier',
  obligation: 'Obligation récurrente',
  'obligation-occurrence': 'Échéance d’obligation',
};

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  read: 'Consultation',
};

export function getEntityLabel(entity: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity;
}

/** French names of the recorded fields; any other field shows its technical name. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Identifiant',
  name: 'Nom',
  title: 'Titre',
  label: 'Libellé',
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  email: 'Adresse e-mail',
  emailVerified: 'E-mail vérifié',
  image: 'Image',
  phone: 'Téléphone',
  phoneNumber: 'Téléphone',
  address: 'Adresse',
  addressLine: 'Adresse',
  city: 'Ville',
  postalCode: 'Code postal',
  siren: 'SIREN',
  siret: 'SIRET',
  managementType: 'Type de gestion',
  raisonSocialeOfTheManager: 'Raison sociale du gestionnaire',
  modalityOfTarification: 'Modalité de tarification',
  lastAssembly: 'Dernière assemblée',
  category: 'Catégorie d’établissement',
  capacity: 'Capacité',
  clientId: 'Client',
  legalEntityId: 'Entité légale',
  establishmentId: 'Établissement',
  effectiveMemberId: 'Membre',
  userId: 'Utilisateur',
  roles: 'Rôles',
  role: 'Rôle',
  permissions: 'Permissions',
  qualifications: 'Qualifications',
  number: 'Numéro',
  requestDate: 'Date de demande',
  agreementDate: 'Date d’agrément',
  endDate: 'Date de fin',
  status: 'Statut',
  metadata: 'Métadonnées',
  description: 'Description',
  kind: 'Type',
  position: 'Position',
  version: 'Version',
  categoryId: 'Catégorie',
  formId: 'Questionnaire',
  formVersion: 'Version du questionnaire',
  questionId: 'Question',
  evaluationId: 'Auto-évaluation',
  responsibleId: 'Responsable',
  dueDate: 'Échéance',
  priority: 'Priorité',
  progress: 'Avancement',
  comment: 'Commentaire',
  completedAt: 'Terminé le',
  completedById: 'Terminé par',
  startedAt: 'Commencé le',
  startedById: 'Commencé par',
  result: 'Résultats',
  mimeType: 'Type de fichier',
  size: 'Taille (octets)',
  uploadedById: 'Déposé par',
  type: 'Type de question',
  weight: 'Poids',
  isCritical: 'Impératif',
  helpText: 'Aide',
  reference: 'Référence',
  options: 'Options',
  scale: 'Échelle',
  threshold: 'Seuil de conformité',
  conformingAnswer: 'Réponse conforme',
  expectedDocument: 'Document attendu',
  isDocumentRequired: 'Document obligatoire',
  isDocumentRecommended: 'Document recommandé',
  establishmentCategories: 'Catégories d’établissement',
  externalKey: 'Clé de la bibliothèque',
  sourceFormId: 'Questionnaire d’origine',
  sourceVersion: 'Version d’origine',
  storageKey: 'Emplacement du fichier',
  sha256: 'Empreinte SHA-256',
  purpose: 'Usage',
  validUntil: 'Valable jusqu’au',
  replacedById: 'Remplacé par',
  lineageId: 'Première version',
  deadline: 'Échéance',
  formIds: 'Questionnaires',
  establishmentIds: 'Établissements',
  createdById: 'Créé par',
  closedAt: 'Clôturée le',
  closedById: 'Clôturée par',
  createdAt: 'Créé le',
  updatedAt: 'Modifié le',
};

export function getFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** The French label of an enumerated value, when the field has one. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  managementType: MANAGEMENT_TYPE_LABELS,
  roles: ROLE_LABELS,
  role: MEMBER_ROLE_LABELS,
  kind: KIND_LABELS,
  type: QUESTION_TYPE_LABELS,
  category: ESTABLISHMENT_CATEGORY_LABELS,
  establishmentCategories: ESTABLISHMENT_CATEGORY_LABELS,
  priority: ACTION_PRIORITY_LABELS,
  // Categories and forms are ACTIVE or INACTIVE, actions TODO… CANCELLED, evaluations IN_PROGRESS or COMPLETED,
  // campaigns OPEN or CLOSED.
  status: { ...STATUS_LABELS, ...ACTION_STATUS_LABELS, ...EVALUATION_STATUS_LABELS, ...CAMPAIGN_STATUS_LABELS },
  purpose: { ESTABLISHMENT: 'Document de l’établissement', TEMPLATE: 'Document modèle', EVIDENCE: 'Preuve' },
};

export function getValueLabel(field: string, value: string): string {
  return VALUE_LABELS[field]?.[value] ?? value;
}
