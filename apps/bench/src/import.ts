import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind } from '@qc/shared/imports/columns';
import { parseImportFile, readImportFile } from '../../api/src/imports/import-file.ts';
import type { Database } from '../../api/src/db/client.ts';
import type { RunningServer } from './server.ts';
import { sirenFrom, siretOf } from '@qc/shared/testing/identifiers';

/**
 * Issue 32 item 1: « 5,000 rows in a few seconds, measured in the bench ». A group's workbook as a group sends it
 * (four sheets, French headers, labels rather than codes, lists in one cell) of IMPORT_SHAPE's rows, imported by
 * the bench's ADMIN into a client of its own (IMPORT_CLIENT, empty: a group's onboarding), through the real server:
 * the parse (in this process: the server's reading and checking code), the dry run, the import, the same file again
 * (nothing may change), and the file with one row in ten changed (the updates). Targets: dry run and import each
 * ≤ 5 s on PostgreSQL (IMPORT_TARGET_MS); on PGlite the same figures are shown for information.
 */
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
export const IMPORT_TARGET_MS = 5_000;
export const IMPORT_CLIENT = { id: 'bench-import-client', name: 'Groupe Petits Pas (import)' } as const;
const DOMAIN = 'petits-pas.bench.qualite-conformite.test';

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

/** The bench's import client: inserted with the seed, empty (SQL, on the database the server will open). */
export const IMPORT_CLIENT_SQL = `insert into clients (id, name, email, phone)
  values ('${IMPORT_CLIENT.id}', '${IMPORT_CLIENT.name}', 'contact@${DOMAIN}', '0102030405') on conflict do nothing`;

type Table = { kind: string; rows: number; create: number; update: number; unchanged: number; invalid: number };
type Answer = { totalRows: number; invalidRows: number; linksToCreate: number; tables: Table[]; issues: unknown[] };

export type ImportStepMeasure = { ms: number; tables: Table[]; linksToCreate: number };
export type ImportMeasures = {
  shape: typeof IMPORT_SHAPE;
  rows: number;
  fileKb: number;
  /** In this process, best of 3: ExcelJS reading, then every row through the forms' schemas. */
  readMs: number;
  checkRowsMs: number;
  dryRun: ImportStepMeasure;
  apply: ImportStepMeasure;
  reimport: ImportStepMeasure;
  update: ImportStepMeasure;
  /** When the re-import started and the changed file's import started: nothing may be written in between. */
  reimportStartedAt: string;
  updateStartedAt: string;
  loadAverage: number[];
};

async function post(server: RunningServer, cookie: string, step: 'check' | 'apply', file: File) {
  const body = new FormData();
  body.append('file', file);
  body.append('clientId', IMPORT_CLIENT.id);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/v1/imports/${step}`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`Import ${step} : ${response.status} ${text.slice(0, 500)}`);
  const answer = JSON.parse(text) as Answer;
  if (answer.invalidRows > 0) {
    throw new Error(`Import ${step} : ${answer.invalidRows} lignes refusées : ${JSON.stringify(answer.issues[0])}`);
  }
  return { ms, tables: answer.tables, linksToCreate: answer.linksToCreate };
}

const best = async (times: number, run: () => Promise<unknown>) => {
  let fastest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
};

/** Every step against the running server, signed in as the bench's ADMIN (who names the client). */
export async function measureImport(
  server: RunningServer,
  adminCookie: string,
  log: (message: string) => void,
): Promise<ImportMeasures> {
  const file = await importWorkbook(importSheets(), 'groupe-petits-pas.xlsx');
  const changedFile = await importWorkbook(importSheets(true), 'groupe-petits-pas-modifie.xlsx');
  const readMs = await best(3, () => readImportFile(file));
  const read = await readImportFile(file);
  const checkRowsMs = await best(3, () => parseImportFile(read));
  log(
    `import : classeur de ${IMPORT_ROWS} lignes (${(file.size / 1000).toFixed(0)} ko) lu en ${readMs.toFixed(0)} ms, lignes vérifiées en ${checkRowsMs.toFixed(0)} ms`,
  );
  // A fresh server loads ExcelJS and the file checks on its first import: warmed up on a 2-row file first.
  const tiny = importSheets();
  await post(
    server,
    adminCookie,
    'check',
    await importWorkbook(
      { ...tiny, establishments: [], members: [], users: [], legalEntities: tiny.legalEntities.slice(0, 2) },
      'essai.xlsx',
    ),
  );
  const dryRun = await post(server, adminCookie, 'check', file);
  log(`import : vérification ${dryRun.ms.toFixed(0)} ms`);
  const apply = await post(server, adminCookie, 'apply', file);
  log(`import : import ${apply.ms.toFixed(0)} ms`);
  const reimportStartedAt = new Date().toISOString();
  const reimport = await post(server, adminCookie, 'apply', file);
  log(`import : réimport ${reimport.ms.toFixed(0)} ms`);
  const changes = reimport.tables.filter((table) => table.unchanged !== table.rows);
  if (changes.length > 0 || reimport.linksToCreate > 0) {
    throw new Error(`Le réimport du même fichier a changé des lignes : ${JSON.stringify(reimport)}`);
  }
  const updateStartedAt = new Date().toISOString();
  const update = await post(server, adminCookie, 'apply', changedFile);
  log(`import : fichier modifié (1 ligne sur 10) ${update.ms.toFixed(0)} ms`);
  return {
    shape: IMPORT_SHAPE,
    rows: IMPORT_ROWS,
    fileKb: file.size / 1000,
    readMs,
    checkRowsMs,
    dryRun,
    apply,
    reimport,
    update,
    reimportStartedAt,
    updateStartedAt,
    loadAverage: (await import('node:os')).loadavg(),
  };
}

/**
 * Read once the server has stopped (PGlite has one process): the client holds the file's rows and links once, the
 * re-import wrote nothing (no row created or updated while it ran), three imports were audited (one entry each),
 * one invitation was queued per account. Returns what is wrong, if anything.
 */
export async function verifyImport(db: Database, measures: ImportMeasures): Promise<string[]> {
  const one = async (query: string) => {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number | string }> };
    return Number(result.rows[0]!.n);
  };
  const client = `'${IMPORT_CLIENT.id}'`;
  const between = `between '${measures.reimportStartedAt}' and '${measures.updateStartedAt}'`;
  const expected: Array<[string, string, number]> = [
    [
      'entités légales',
      `select count(*) n from legal_entities where client_id = ${client}`,
      IMPORT_SHAPE.legalEntities,
    ],
    [
      'établissements',
      `select count(*) n from establishments where client_id = ${client}`,
      IMPORT_SHAPE.establishments,
    ],
    ['utilisateurs', `select count(*) n from "user" where client_id = ${client}`, IMPORT_SHAPE.users],
    ['membres', `select count(*) n from effective_members where client_id = ${client}`, IMPORT_SHAPE.members],
    [
      'liens membre–établissement',
      `select count(*) n from establishment_members l join effective_members m on m.id = l.effective_member_id
       where m.client_id = ${client}`,
      IMPORT_SHAPE.members + IMPORT_SHAPE.members / 5,
    ],
    ['imports audités', `select count(*) n from audit_log where entity = 'import' and client_id = ${client}`, 3],
    ['invitations', `select count(*) n from mail_outbox where to_address like '%@${DOMAIN}'`, IMPORT_SHAPE.users],
    [
      'lignes écrites pendant le réimport',
      `select (select count(*) from legal_entities where client_id = ${client} and (updated_at ${between} or created_at ${between}))
            + (select count(*) from establishments where client_id = ${client} and (updated_at ${between} or created_at ${between}))
            + (select count(*) from "user" where client_id = ${client} and (updated_at ${between} or created_at ${between}))
            + (select count(*) from effective_members where client_id = ${client} and (updated_at ${between} or created_at ${between})) n`,
      0,
    ],
  ];
  const wrong: string[] = [];
  for (const [label, query, count] of expected) {
    const found = await one(query);
    if (found !== count) wrong.push(`${label} : ${found} au lieu de ${count}`);
  }
  return wrong;
}
