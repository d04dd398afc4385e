import { EstablishmentCreateInputSchema } from '@qc/shared/establishments/schemas';
import { EstablishmentProfileInputSchema, type EstablishmentProfileInput } from '@qc/shared/establishments/profile';
import { headerOfField } from '@qc/shared/imports/columns';
import { LegalEntityCreateInputSchema } from '@qc/shared/legal-entities/schemas';
import { siretSchema, sirenSchema } from '@qc/shared/validation/fields';
import { siretOfOtherSirenMessage, sirenOfSiret } from '@qc/shared/validation/identifiers';
import * as v from 'valibot';
import { check, keyOf, recordOf, type Fields, type RowBase, type RowIssues } from './check-row.ts';
import { category, essmsSector, managementType, managerType, practice, structureType } from './list-values.ts';
import type { RawRow } from './read-file.ts';
import { booleanOf, day, listOf, numberOf, text } from './read-cells.ts';

export type LegalEntityRow = RowBase & {
  values: Omit<v.InferOutput<typeof LegalEntityCreateInputSchema>, 'clientId'> | null;
};
type EstablishmentFields = Omit<v.InferOutput<typeof EstablishmentCreateInputSchema>, 'legalEntityId' | 'clientId'>;
export type EstablishmentRow = RowBase & {
  values: Omit<EstablishmentFields, 'category' | 'capacity'> | null;
  legalEntitySiren: string | null;
  /** Null when the file says nothing of the profile: it is left as it is. */
  profile: Omit<EstablishmentProfileInput, 'id'> | null;
};

export function parseLegalEntity(sheet: string, fields: Fields, row: RawRow): LegalEntityRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'legalEntities' as const, sheet, line: row.line, issues };
  const parsed = check(
    LegalEntityCreateInputSchema,
    {
      clientId: 'import',
      name: text(record.name),
      addressLine: text(record.addressLine),
      city: text(record.city),
      postalCode: text(record.postalCode, 5),
      email: text(record.email),
      siren: text(record.siren, 9),
      managementType: managementType(record.managementType),
    },
    where,
  );
  const values = parsed ? (({ clientId: _clientId, ...rest }) => rest)(parsed) : null;
  return { line: row.line, sheet, issues, values, key: keyOf(sirenSchema, text(record.siren, 9)) };
}

const PROFILE_KEYS = [
  'structureType',
  'capacity',
  'category',
  'authorisationRequestedOn',
  'premisesProjectOn',
  'managerType',
  'denseZone',
  'practices',
  'essmsSector',
  'residential',
] as const;

export function parseEstablishment(sheet: string, fields: Fields, row: RawRow): EstablishmentRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'establishments' as const, sheet, line: row.line, issues };
  const siren = check(
    v.object({ legalEntitySiren: sirenSchema }),
    { legalEntitySiren: text(record.legalEntitySiren, 9) },
    where,
  );
  const lastAssembly = record.lastAssembly;
  const parsed = check(
    EstablishmentCreateInputSchema,
    {
      legalEntityId: 'import',
      name: text(record.name),
      address: text(record.address),
      phoneNumber: text(record.phoneNumber, 10),
      postalCode: text(record.postalCode, 5),
      city: text(record.city),
      siret: text(record.siret, 14),
      raisonSocialeOfTheManager: text(record.raisonSocialeOfTheManager),
      modalityOfTarification: text(record.modalityOfTarification),
      lastAssembly: lastAssembly === null || lastAssembly === undefined ? undefined : day(lastAssembly),
    },
    where,
  );
  const saysProfile = PROFILE_KEYS.some((key) => text(record[key]) !== '');
  const profile = saysProfile
    ? check(
        EstablishmentProfileInputSchema,
        {
          id: 'import',
          structureType: text(record.structureType) ? structureType(record.structureType) : null,
          capacity: numberOf(record.capacity),
          category: text(record.category) ? category(record.category) : null,
          authorisationRequestedOn: text(record.authorisationRequestedOn) ? day(record.authorisationRequestedOn) : null,
          premisesProjectOn: text(record.premisesProjectOn) ? day(record.premisesProjectOn) : null,
          managerType: text(record.managerType) ? managerType(record.managerType) : null,
          denseZone: booleanOf(record.denseZone),
          practices: listOf(record.practices).map((item) => practice(item)),
          essmsSector: text(record.essmsSector) ? essmsSector(record.essmsSector) : null,
          residential: booleanOf(record.residential),
        },
        where,
      )
    : null;
  if (parsed && siren && sirenOfSiret(parsed.siret) !== siren.legalEntitySiren) {
    issues.push({
      sheet,
      line: row.line,
      column: headerOfField('establishments', 'siret'),
      message: siretOfOtherSirenMessage(siren.legalEntitySiren),
    });
  }
  const values =
    parsed && issues.length === 0
      ? (({ legalEntityId: _l, clientId: _c, category: _cat, capacity: _cap, ...rest }) => rest)(parsed)
      : null;
  return {
    line: row.line,
    sheet,
    issues,
    values,
    key: keyOf(siretSchema, text(record.siret, 14)),
    legalEntitySiren: siren?.legalEntitySiren ?? null,
    profile: profile ? (({ id: _id, ...rest }) => rest)(profile) : null,
  };
}
