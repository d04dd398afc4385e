import { IMPORT_MESSAGES } from '@qc/shared/imports/schemas';
import type { EstablishmentRow, LegalEntityRow } from './parse-entities.ts';
import { diff, refuse, type Planning, type Reference, type ResolveEstablishment } from './planning.ts';
import { groupBy } from '../common/group-by.ts';

type LegalEntitiesOfImport = {
  /** The client's legal entities by SIREN. */
  entitiesBySiren: Map<string, Array<{ id: string }>>;
  /** The file's legal entities by SIREN. */
  fileEntities: Map<string, Reference>;
};

/** Legal entities, by SIREN. */
export function planLegalEntities({ plan, counts, state }: Planning, rows: LegalEntityRow[]): LegalEntitiesOfImport {
  const entitiesBySiren = groupBy(state.legalEntities, (row) => row.siren);
  const fileEntities = new Map<string, Reference>();
  for (const row of rows) {
    const siren = row.key;
    if (siren) {
      const first = fileEntities.get(siren);
      if (first) refuse('legalEntities', row, 'siren', IMPORT_MESSAGES.duplicateInFile('Ce SIREN', first.line));
      else fileEntities.set(siren, { line: row.line, id: null });
    }
    const existing = siren ? (entitiesBySiren.get(siren) ?? []) : [];
    if (existing.length > 1) refuse('legalEntities', row, 'siren', IMPORT_MESSAGES.ambiguousLegalEntity(siren!));
    if (row.issues.length > 0 || !row.values) {
      counts.legalEntities.invalid++;
      continue;
    }
    const current = existing[0];
    if (!current) {
      const id = crypto.randomUUID();
      plan.legalEntities.create.push({ id, ...row.values });
      fileEntities.set(row.values.siren, { line: row.line, id });
      counts.legalEntities.create++;
    } else {
      fileEntities.set(row.values.siren, { line: row.line, id: current.id });
      const changes = diff(current, row.values);
      if (Object.keys(changes).length === 0) counts.legalEntities.unchanged++;
      else {
        plan.legalEntities.update.push({ id: current.id, changes, before: current });
        counts.legalEntities.update++;
      }
    }
  }
  return { entitiesBySiren, fileEntities };
}

/** Establishments, by SIRET, under a legal entity of the file or of the client. */
export function planEstablishments(
  { plan, counts, state }: Planning,
  rows: EstablishmentRow[],
  { entitiesBySiren, fileEntities }: LegalEntitiesOfImport,
): ResolveEstablishment {
  const establishmentsBySiret = groupBy(state.establishments, (row) => row.siret);
  const fileEstablishments = new Map<string, Reference>();
  for (const row of rows) {
    const siret = row.key;
    if (siret) {
      const first = fileEstablishments.get(siret);
      if (first) refuse('establishments', row, 'siret', IMPORT_MESSAGES.duplicateInFile('Ce SIRET', first.line));
      else fileEstablishments.set(siret, { line: row.line, id: null });
    }
    let legalEntityId: string | null = null;
    const siren = row.legalEntitySiren;
    if (siren) {
      const inFile = fileEntities.get(siren);
      const inClient = entitiesBySiren.get(siren) ?? [];
      if (inFile && !inFile.id) {
        refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.legalEntityInError(siren, inFile.line));
      } else if (inFile) legalEntityId = inFile.id;
      else if (inClient.length === 1) legalEntityId = inClient[0]!.id;
      else if (inClient.length > 1)
        refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.ambiguousLegalEntity(siren));
      else refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.legalEntityUnknown(siren));
    }
    const existing = siret ? (establishmentsBySiret.get(siret) ?? []) : [];
    if (existing.length > 1) refuse('establishments', row, 'siret', IMPORT_MESSAGES.ambiguousEstablishment(siret!));
    const current = existing[0];
    if (current && legalEntityId && current.legalEntityId !== legalEntityId) {
      refuse('establishments', row, 'legalEntitySiren', IMPORT_MESSAGES.establishmentOtherLegalEntity);
    }
    if (row.issues.length > 0 || !row.values || !legalEntityId) {
      counts.establishments.invalid++;
      continue;
    }
    const fields = { ...row.values, lastAssembly: row.values.lastAssembly ?? null, ...(row.profile ?? {}) };
    if (!current) {
      const id = crypto.randomUUID();
      plan.establishments.create.push({ id, legalEntityId, ...fields });
      fileEstablishments.set(row.values.siret, { line: row.line, id });
      counts.establishments.create++;
    } else {
      fileEstablishments.set(row.values.siret, { line: row.line, id: current.id });
      const changes = diff(current, fields);
      if (Object.keys(changes).length === 0) counts.establishments.unchanged++;
      else {
        plan.establishments.update.push({ id: current.id, changes, before: current });
        counts.establishments.update++;
      }
    }
  }
  const establishmentsInClient = new Map(state.establishments.map((row) => [row.siret, row.id]));
  return (siret) => {
    const inFile = fileEstablishments.get(siret);
    if (inFile?.id) return { id: inFile.id };
    if (inFile) return { message: IMPORT_MESSAGES.establishmentInError(siret, inFile.line) };
    const id = establishmentsInClient.get(siret);
    return id ? { id } : { message: IMPORT_MESSAGES.establishmentUnknown(siret) };
  };
}
