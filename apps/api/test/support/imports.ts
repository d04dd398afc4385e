import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, type ImportKind } from '@qc/shared/imports/columns';
import { sirenFrom, siretOf } from '@qc/shared/testing/identifiers';

/** A valid SIREN from a counter (never La Poste's). */
export const siren = (n: number) => sirenFrom(70_000_000, n);
/** A valid SIRET of `sirenValue`, its establishment number `n`. */
export const siret = siretOf;

export type Sheets = Partial<Record<ImportKind, Array<Record<string, string | number>>>>;

/** A workbook of the template's sheets, rows given by field name (written under the French headers). */
export async function workbook(sheets: Sheets, name = 'groupe.xlsx'): Promise<File> {
  const book = new ExcelJS.Workbook();
  for (const [kind, rows] of Object.entries(sheets) as Array<[ImportKind, Array<Record<string, string | number>>]>) {
    const sheet = book.addWorksheet(IMPORT_KIND_LABELS[kind]);
    const columns = IMPORT_COLUMNS[kind];
    sheet.addRow(columns.map((column) => column.header));
    for (const row of rows) sheet.addRow(columns.map((column) => row[column.field] ?? null));
  }
  const bytes = await book.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as unknown as ArrayBuffer)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** A group: `entities` legal entities, `perEntity` establishments each, a director member and account per site. */
export function groupSheets(options: { entities: number; perEntity: number; seed: number; domain: string }): Sheets {
  const sheets: Required<Sheets> = { legalEntities: [], establishments: [], members: [], users: [] };
  for (let e = 0; e < options.entities; e++) {
    const sirenValue = siren(options.seed * 1000 + e);
    sheets.legalEntities.push({
      siren: sirenValue,
      name: `Association ${options.seed}-${e}`,
      addressLine: `${e + 1} rue des Écoles`,
      postalCode: '75005',
      city: 'Paris',
      email: `entite${e}@${options.domain}`,
      managementType: 'Association',
    });
    for (let s = 0; s < options.perEntity; s++) {
      const siretValue = siret(sirenValue, s + 1);
      sheets.establishments.push({
        siret: siretValue,
        legalEntitySiren: sirenValue,
        name: `Crèche ${options.seed}-${e}-${s}`,
        address: `${s + 1} avenue des Tilleuls`,
        postalCode: '69003',
        city: 'Lyon',
        phoneNumber: '01 43 55 21 10',
        raisonSocialeOfTheManager: `Association ${options.seed}-${e}`,
        modalityOfTarification: 'PSU',
        structureType: 'Micro-crèche',
        capacity: 12,
        practices: 'Sorties, Repas préparés sur place',
      });
      const email = `directrice-${e}-${s}@${options.domain}`;
      sheets.users.push({
        email,
        firstName: `Camille${e}x${s}`,
        lastName: 'Martin',
        roles: 'Directeur·rice',
        establishmentSiret: siretValue,
      });
      sheets.members.push({
        firstName: `Camille${e}x${s}`,
        lastName: 'Martin',
        role: 'Directrice',
        email,
        establishmentSirets: siretValue,
      });
    }
  }
  return sheets;
}
