/*
 * Issue 32 item 1 (ADR 039): the columns of the import templates, one table per kind, French headers.
 * A header is recognised folded (accents, case, spaces and punctuation ignored), so « Code postal », « code_postal »
 * and « CODE POSTAL » are one column. The field is the SPEC §3 name the create schemas validate.
 */

export const IMPORT_KINDS = ['legalEntities', 'establishments', 'members', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  legalEntities: 'Entités légales',
  establishments: 'Établissements',
  members: 'Membres',
  users: 'Utilisateurs',
};

export type ImportColumn = {
  field: string;
  header: string;
  /** Other headers recognised for the column. */
  aliases?: readonly string[];
  /** What the template's second sheet says of the column. */
  hint: string;
};

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  legalEntities: [
    {
      field: 'siren',
      header: 'SIREN',
      hint: '9 chiffres ; clé de l’entité légale (une entité déjà connue est mise à jour)',
    },
    { field: 'name', header: 'Nom', aliases: ['Raison sociale'], hint: 'Obligatoire' },
    { field: 'addressLine', header: 'Adresse', hint: 'Obligatoire' },
    { field: 'postalCode', header: 'Code postal', hint: '5 chiffres' },
    { field: 'city', header: 'Ville', hint: 'Obligatoire' },
    { field: 'email', header: 'Email', aliases: ['E-mail', 'Courriel'], hint: 'Adresse e-mail valide' },
    {
      field: 'managementType',
      header: 'Type de gestion',
      hint: 'Association, Collectivité territoriale, Privé lucratif ou Assistantes maternelles',
    },
  ],
  establishments: [
    {
      field: 'siret',
      header: 'SIRET',
      hint: '14 chiffres ; clé de l’établissement (un établissement déjà connu est mis à jour)',
    },
    {
      field: 'legalEntitySiren',
      header: 'SIREN de l’entité légale',
      aliases: ['SIREN', 'Entité légale'],
      hint: 'Une entité légale de la feuille « Entités légales » ou déjà enregistrée pour ce client',
    },
    { field: 'name', header: 'Nom', hint: 'Obligatoire' },
    { field: 'address', header: 'Adresse', hint: 'Obligatoire' },
    { field: 'postalCode', header: 'Code postal', hint: '5 chiffres' },
    { field: 'city', header: 'Ville', hint: 'Obligatoire' },
    { field: 'phoneNumber', header: 'Téléphone', aliases: ['Numéro de téléphone'], hint: 'Numéro français' },
    { field: 'raisonSocialeOfTheManager', header: 'Raison sociale du gestionnaire', hint: 'Obligatoire' },
    { field: 'modalityOfTarification', header: 'Modalité de tarification', hint: 'Obligatoire (PSU, PAJE…)' },
    { field: 'lastAssembly', header: 'Dernière assemblée', hint: 'Date (JJ/MM/AAAA), facultative' },
    {
      field: 'structureType',
      header: 'Type de structure',
      hint: 'Crèche collective, Micro-crèche, Crèche familiale, Jardin d’enfants, Halte-garderie ou multi-accueil, Crèche à gestion parentale, ESSMS ; facultatif',
    },
    { field: 'capacity', header: 'Capacité', aliases: ['Places'], hint: 'Nombre de places, facultatif' },
    { field: 'category', header: 'Catégorie', hint: 'Déduite de la capacité si vide' },
    { field: 'authorisationRequestedOn', header: 'Date de demande d’autorisation', hint: 'Date, facultative' },
    { field: 'premisesProjectOn', header: 'Date du projet de locaux', hint: 'Date, facultative' },
    {
      field: 'managerType',
      header: 'Gestionnaire public ou privé',
      aliases: ['Gestionnaire'],
      hint: 'Public ou Privé, facultatif',
    },
    { field: 'denseZone', header: 'Zone dense', hint: 'Oui ou Non, facultatif' },
    {
      field: 'practices',
      header: 'Pratiques',
      hint: 'Liste séparée par des virgules (Sorties, Repas préparés sur place…)',
    },
    { field: 'essmsSector', header: 'Secteur ESSMS', hint: 'Pour un ESSMS seulement' },
    { field: 'residential', header: 'Hébergement', hint: 'Oui ou Non, pour un ESSMS seulement' },
  ],
  members: [
    { field: 'firstName', header: 'Prénom', hint: 'Obligatoire' },
    { field: 'lastName', header: 'Nom', hint: 'Obligatoire' },
    {
      field: 'role',
      header: 'Rôle',
      hint: 'Gestionnaire, Directeur·rice, Directeur·rice adjoint·e, Continuité de direction, Référent santé…, Animateur·rice d’analyse des pratiques, Autre intervenant',
    },
    {
      field: 'email',
      header: 'Email du compte',
      aliases: ['Email', 'E-mail', 'Courriel'],
      hint: 'Facultatif : l’utilisateur (feuille « Utilisateurs » ou déjà enregistré) qu’est ce membre ; clé du membre',
    },
    {
      field: 'establishmentSirets',
      header: 'SIRET des établissements',
      aliases: ['Établissements', 'SIRET'],
      hint: 'Les établissements du membre, SIRET séparés par des virgules',
    },
    { field: 'qualifications', header: 'Qualifications', hint: 'Texte libre, facultatif' },
  ],
  users: [
    {
      field: 'email',
      header: 'Email',
      aliases: ['E-mail', 'Courriel'],
      hint: 'Clé de l’utilisateur (un compte déjà connu est mis à jour)',
    },
    { field: 'firstName', header: 'Prénom', hint: 'Obligatoire' },
    { field: 'lastName', header: 'Nom', hint: 'Obligatoire' },
    {
      field: 'roles',
      header: 'Rôles',
      aliases: ['Rôle'],
      hint: 'Responsable client, Directeur·rice, Collaborateur·rice (Administrateur : par un administrateur seulement), séparés par des virgules',
    },
    {
      field: 'establishmentSiret',
      header: 'SIRET de l’établissement',
      aliases: ['Établissement', 'SIRET'],
      hint: 'Facultatif : l’établissement principal de l’utilisateur',
    },
  ],
};

/** A header as compared: no accents, lower case, letters and digits only. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field a header names for a kind, or null. The primary header wins over an alias shared with another column. */
export function fieldOfHeader(kind: ImportKind, header: string): string | null {
  const folded = foldHeader(header);
  if (!folded) return null;
  const columns = IMPORT_COLUMNS[kind];
  const primary = columns.find((column) => foldHeader(column.header) === folded);
  if (primary) return primary.field;
  const alias = columns.find((column) => column.aliases?.some((item) => foldHeader(item) === folded));
  return alias?.field ?? null;
}

/** The French header of a field, for the report. */
export function headerOfField(kind: ImportKind, field: string): string {
  return IMPORT_COLUMNS[kind].find((column) => column.field === field)?.header ?? field;
}

/** Sheet names recognised for each kind (folded), beside the detection by headers. */
export function kindOfSheetName(name: string): ImportKind | null {
  const folded = foldHeader(name);
  for (const kind of IMPORT_KINDS) {
    if (foldHeader(IMPORT_KIND_LABELS[kind]) === folded) return kind;
  }
  if (['entiteslegales', 'entitelegale', 'entitesjuridiques'].includes(folded)) return 'legalEntities';
  if (['etablissement', 'sites'].includes(folded)) return 'establishments';
  if (['membre', 'equipe', 'membreseffectifs'].includes(folded)) return 'members';
  if (['utilisateur', 'comptes'].includes(folded)) return 'users';
  return null;
}

/**
 * The kind a table holds, from its headers: the kind whose key column is present and which names the most
 * headers. Legal entities and establishments both may have a SIREN: a SIRET column makes it establishments.
 */
export function kindOfHeaders(headers: readonly string[]): ImportKind | null {
  let best: { kind: ImportKind; score: number } | null = null;
  for (const kind of IMPORT_KINDS) {
    const fields = new Set(headers.map((header) => fieldOfHeader(kind, header)).filter(Boolean));
    const key = { legalEntities: 'siren', establishments: 'siret', members: 'role', users: 'roles' }[kind];
    if (!fields.has(key)) continue;
    if (kind === 'legalEntities' && headers.some((header) => foldHeader(header) === 'siret')) continue;
    if (!best || fields.size > best.score) best = { kind, score: fields.size };
  }
  return best?.kind ?? null;
}
