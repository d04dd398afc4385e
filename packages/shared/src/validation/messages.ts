import * as v from 'valibot';

/**
 * The French label of each Valibot validation kind (SPEC §5 "Default wording",
 * mapped as DESIGN §2 says). Messages read '{Libellé} invalide: reçu {received}'
 * or '{Libellé} invalide: attendu {expected}, mais reçu {received}'.
 */
export const VALIDATION_LABELS: Record<string, string> = {
  base64: 'Base64',
  bic: 'BIC',
  bytes: 'Taille en octets',
  min_bytes: 'Taille en octets',
  max_bytes: 'Taille en octets',
  not_bytes: 'Taille en octets',
  credit_card: 'Carte bancaire',
  decimal: 'Décimal',
  digits: 'Chiffres',
  email: 'Email',
  rfc_email: 'Email',
  emoji: 'Emoji',
  length: 'Longueur',
  min_length: 'Longueur',
  max_length: 'Longueur',
  not_length: 'Longueur',
  starts_with: 'Début',
  ends_with: 'Fin',
  includes: 'Contenu',
  excludes: 'Contenu',
  integer: 'Entier',
  safe_integer: 'Entier sûr',
  ip: 'Adresse IP',
  ipv4: 'Adresse IPv4',
  ipv6: 'Adresse IPv6',
  iso_date: 'Date',
  iso_date_time: 'Date et heure',
  iso_time: 'Heure',
  iso_time_second: 'Heure',
  iso_timestamp: 'Horodatage',
  iso_week: 'Semaine',
  mac: 'Adresse MAC',
  mac48: 'Adresse MAC',
  mac64: 'Adresse MAC',
  mime_type: 'Type MIME',
  multiple_of: 'Multiple',
  nanoid: 'Nano ID',
  ulid: 'ULID',
  url: 'URL',
  uuid: 'UUID',
  cuid2: 'Cuid2',
  hash: 'Hash',
  hex_color: 'Couleur hexadécimale',
  hexadecimal: 'Hexadécimal',
  octal: 'Octal',
  regex: 'Format',
  size: 'Taille',
  min_size: 'Taille',
  max_size: 'Taille',
  not_size: 'Taille',
  value: 'Valeur',
  min_value: 'Valeur',
  max_value: 'Valeur',
  not_value: 'Valeur',
  gt_value: 'Valeur',
  lt_value: 'Valeur',
  values: 'Valeur',
  not_values: 'Valeur',
  words: 'Mots',
  min_words: 'Mots',
  max_words: 'Mots',
  not_words: 'Mots',
  graphemes: 'Graphèmes',
  min_graphemes: 'Graphèmes',
  max_graphemes: 'Graphèmes',
  not_graphemes: 'Graphèmes',
  non_empty: 'Contenu',
  empty: 'Contenu',
  finite: 'Nombre',
  imei: 'IMEI',
  slug: 'Identifiant',
  domain: 'Domaine',
};

/**
 * Issue 15 item 2: a missing key is named as the user knows it, with the
 * parameter's own name for the integrator, never « attendu "establishmentId" ».
 */
export const FIELD_LABELS: Record<string, string> = {
  id: 'l’identifiant',
  establishmentId: 'l’établissement',
  clientId: 'le client',
  legalEntityId: 'l’entité juridique',
  formId: 'le questionnaire',
  sourceFormId: 'le questionnaire d’origine',
  categoryId: 'la catégorie',
  evaluationId: 'l’auto-évaluation',
  questionKey: 'la question',
  questionId: 'la question',
  actionId: 'l’action',
  userId: 'l’utilisateur',
  responsibleId: 'le responsable',
  responsibleUserId: 'le responsable',
  effectiveMemberId: 'le membre',
  documentId: 'le document',
  entityId: 'l’élément',
  file: 'le fichier',
  name: 'le nom',
  email: 'l’email',
};

const OBJECT_SCHEMAS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

function missingKeyOf(issue: v.BaseIssue<unknown>): string | null {
  if (issue.kind !== 'schema' || !OBJECT_SCHEMAS.has(issue.type) || issue.received !== 'undefined') return null;
  const last = issue.path?.at(-1);
  return last && typeof last.key === 'string' ? last.key : null;
}

export function formatFrenchIssue(issue: v.BaseIssue<unknown>): string {
  const missingKey = missingKeyOf(issue);
  if (missingKey) {
    const label = FIELD_LABELS[missingKey];
    return label ? `Veuillez indiquer ${label} (${missingKey})` : `Le champ « ${missingKey} » est obligatoire`;
  }
  if (issue.kind === 'schema') {
    return `Typage invalide: attendu ${issue.expected ?? 'une valeur'}, mais reçu ${issue.received}`;
  }
  const label = VALIDATION_LABELS[issue.type] ?? 'Valeur';
  return issue.expected
    ? `${label} invalide: attendu ${issue.expected}, mais reçu ${issue.received}`
    : `${label} invalide: reçu ${issue.received}`;
}

let isInstalled = false;

/** Installs the French catalogue as Valibot's global message, once per process (web and api). */
export function installFrenchMessages(): void {
  if (isInstalled) return;
  v.setGlobalConfig({ lang: 'fr' });
  v.setGlobalMessage(formatFrenchIssue, 'fr');
  isInstalled = true;
}

/**
 * Issue 12 item 5: the French answers to hostile or malformed input, so that
 * no request ever gets oRPC's English wording or a 500 for what the caller sent.
 */
export const INPUT_MESSAGES = {
  controlCharacter: 'Ce champ contient un caractère non autorisé',
  tooDeep: 'Les données envoyées sont trop imbriquées',
  malformed: 'Requête mal formée : le corps doit être un JSON valide, envoyé avec le bon type de contenu',
  jsonTooDeep: 'Ces informations sont trop imbriquées (5 niveaux au plus)',
  jsonTooLarge: 'Ces informations sont trop volumineuses (16 Ko au plus)',
  jsonInvalid: 'Ces informations doivent être des données JSON',
  integerTooLarge: 'Ce nombre est trop grand',
  pageTooLarge: 'La page ne peut pas dépasser 100 000',
} as const;

/**
 * Issue 34 item 6: what a registry would refuse. SPEC §5's wording for the
 * length and the digits stays in fields.ts; these come after it.
 */
export const IDENTIFIER_MESSAGES = {
  sirenKey: "Ce SIREN n'existe pas : sa clé de contrôle est fausse, vérifiez les 9 chiffres",
  siretKey: "Ce SIRET n'existe pas : sa clé de contrôle est fausse, vérifiez les 14 chiffres",
  /** The legal entity's SIREN, formatted « 812 345 674 », is appended. */
  siretOfOtherSiren: "Le SIRET doit commencer par le SIREN de l'entité légale",
  phoneInvalid: 'Veuillez saisir un numéro de téléphone français valide (10 chiffres, par exemple 01 23 45 67 89)',
} as const;

/** French wording of the oRPC error codes that ERROR_MESSAGES (errors.ts) does not name. */
export const ERROR_CODE_MESSAGES: Record<string, string> = {
  METHOD_NOT_SUPPORTED: 'Méthode non prise en charge',
  NOT_ACCEPTABLE: 'Format de réponse non accepté',
  TIMEOUT: 'La requête a pris trop de temps',
  PRECONDITION_FAILED: 'Condition préalable non remplie',
  PAYLOAD_TOO_LARGE: 'Requête trop volumineuse',
  UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge',
  UNPROCESSABLE_CONTENT: 'Données impossibles à traiter',
  CLIENT_CLOSED_REQUEST: 'Requête interrompue',
  NOT_IMPLEMENTED: 'Fonction non disponible',
  BAD_GATEWAY: 'Service momentanément indisponible',
  SERVICE_UNAVAILABLE: 'Service momentanément indisponible',
  GATEWAY_TIMEOUT: 'Service momentanément indisponible',
};
