/** Issue 32 item 1: the bench's workbook, a group's sites as a group sends them (four sheets, French headers). */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind } from '@qc/shared/imports/columns';
import { sirenFrom, siretOf } from '@qc/shared/testing/identifiers';

export const IMPORT_SHAPE = {
  legalEntities: 50,
  /** 10 per legal entity. */
  establishments: 500,
  /** 5 per establishment; 1,950 of them with their account's e-mail, the 550 others known by name. */
  members: 2_500,
  /** A director per establishment (500), 10 group managers (CLIENT_MASTER), 1,440 collaborators. */
  users: 1_950,
} as const;
export const IMPORT_ROWS = Object.values(IMPORT_SHAPE).reduce((sum, count) => sum + count, 0);

export const DOMAIN = 'petits-pas.bench.qualite-conformite.test';

const sirenOf = (n: number) => sirenFrom(81_000_000, n);

const FIRST_NAMES = ['Camille', 'Léa', 'Inès', 'Chloé', 'Manon', 'Sarah', 'Julie', 'Émilie', 'Nadia', 'Hugo', 'Yanis'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Lefèvre'];
const CITIES: Array<[string, string]> = [
  ['Paris', '75011'],
  ['Lyon', '69003'],
  ['Marseille', '13005'],
  ['Toulouse', '31000'],
  ['Nantes', '44000'],
  ['Lille', '59000'],
  ['Bordeaux', '33000'],
  ['Rennes', '35000'],
];
const WORDS = ['Lutins', 'Colibris', 'Papillons', 'Coccinelles', 'Écureuils', 'Hiboux', 'Mésanges', 'Grillons'];
const STRUCTURES = ['Micro-crèche', 'Crèche collective', 'Multi-accueil', 'Crèche familiale'];
const MEMBER_ROLES = ['Directrice', 'Directrice adjointe', 'Référente santé', 'Animatrice', 'Autre intervenant'];

type Row = Record<string, string | number>;
export type ImportSheets = Record<ImportKind, Row[]>;

/**
 * The group's four sheets. `changed`: the same group with one row in ten of each sheet edited (a legal entity's
 * city, an establishment's name, a user's last name, a member's qualifications), for the update path.
 */
export function importSheets(changed = false): ImportSheets {
  const sheets: ImportSheets = { legalEntities: [], establishments: [], members: [], users: [] };
  const person = (n: number) => ({
    firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!}-${n}`,
  });
  const edit = (n: number) => changed && n % 10 === 0;
  const sirets: string[] = [];
  const perEntity = IMPORT_SHAPE.establishments / IMPORT_SHAPE.legalEntities;
  for (let e = 0; e < IMPORT_SHAPE.legalEntities; e++) {
    const siren = sirenOf(e);
    const [city, postalCode] = CITIES[e % CITIES.length]!;
    sheets.legalEntities.push({
      siren,
      name: `Association Petits Pas ${city} ${e + 1}`,
      addressLine: `${e + 1} rue des Écoles`,
      postalCode,
      city: edit(e) ? `${city} Cedex` : city,
      email: `entite${e + 1}@${DOMAIN}`,
      managementType: e % 5 === 0 ? 'Privé lucratif' : 'Association',
    });
    for (let s = 0; s < perEntity; s++) {
      const n = e * perEntity + s;
      const siret = siretOf(siren, s + 1);
      sirets.push(siret);
      const [siteCity, sitePostalCode] = CITIES[n % CITIES.length]!;
      sheets.establishments.push({
        siret,
        legalEntitySiren: siren,
        name: `Crèche ${WORDS[n % WORDS.length]} ${n + 1}${edit(n) ? ' (rénovée)' : ''}`,
        address: `${(n % 90) + 1} avenue des Tilleuls`,
        postalCode: sitePostalCode,
        city: siteCity,
        phoneNumber: `01 43 ${String(10 + (n % 90)).padStart(2, '0')} 21 10`,
        raisonSocialeOfTheManager: `Association Petits Pas ${city} ${e + 1}`,
        modalityOfTarification: n % 3 === 0 ? 'PAJE' : 'PSU',
        lastAssembly: `${String((n % 28) + 1).padStart(2, '0')}/06/2025`,
        structureType: STRUCTURES[n % STRUCTURES.length]!,
        capacity: 10 + (n % 50),
        managerType: 'Privé',
        denseZone: n % 2 === 0 ? 'Oui' : 'Non',
        practices: n % 4 === 0 ? 'Sorties, Repas préparés sur place' : 'Sorties',
      });
    }
  }
  // Users: the director of each site, 10 group managers, then collaborators spread over the sites.
  for (let u = 0; u < IMPORT_SHAPE.users; u++) {
    const name = person(u);
    const director = u < IMPORT_SHAPE.establishments;
    const manager = !director && u < IMPORT_SHAPE.establishments + 10;
    sheets.users.push({
      email: `${name.firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${u + 1}@${DOMAIN}`,
      firstName: name.firstName,
      lastName: edit(u) ? `${name.lastName}-Durand` : name.lastName,
      roles: director ? 'Directrice' : manager ? 'Responsable client' : 'Collaborateur·rice',
      establishmentSiret: manager ? '' : sirets[u % sirets.length]!,
    });
  }
  // Members: one per account (linked to its site; one in five to a second site), then 550 without account.
  for (let m = 0; m < IMPORT_SHAPE.members; m++) {
    const withAccount = m < IMPORT_SHAPE.users;
    const site = m % sirets.length;
    const links = m % 5 === 0 ? `${sirets[site]}, ${sirets[(site + 1) % sirets.length]}` : sirets[site]!;
    const name = withAccount ? null : person(100_000 + m);
    const user = withAccount ? sheets.users[m]! : null;
    sheets.members.push({
      firstName: user ? String(user.firstName) : name!.firstName,
      lastName: user ? String(person(m).lastName) : name!.lastName,
      role: m < IMPORT_SHAPE.establishments ? MEMBER_ROLES[0]! : MEMBER_ROLES[1 + (m % (MEMBER_ROLES.length - 1))]!,
      email: user ? String(user.email) : '',
      establishmentSirets: links,
      qualifications: edit(m) ? 'EJE, DU petite enfance' : m % 3 === 0 ? 'EJE' : '',
    });
  }
  return sheets;
}

/** The sheets as an Excel workbook, each under its template's name and headers. */
export async function importWorkbook(sheets: ImportSheets, name: string): Promise<File> {
  const book = new ExcelJS.Workbook();
  for (const kind of IMPORT_KINDS) {
    const sheet = book.addWorksheet(IMPORT_KIND_LABELS[kind]);
    const columns = IMPORT_COLUMNS[kind];
    sheet.addRow(columns.map((column) => column.header));
    for (const row of sheets[kind]) sheet.addRow(columns.map((column) => row[column.field] ?? null));
  }
  const bytes = await book.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as unknown as ArrayBuffer)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
