import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { effectiveMembers, establishmentMembers } from '../src/db/schema-members.ts';
import { establishments, legalEntities } from '../src/db/schema.ts';
import { user } from '../src/db/schema-auth.ts';
import { mailOutbox } from '../src/db/schema-mail.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { groupSheets, siren, siret, workbook } from './support/imports.ts';
import { postMultipart } from './support/requests.ts';

const { t, tenants, cookies } = useFileContext(openTenantsContext, 120_000);

const post = (path: string, cookie: string, fields: Record<string, string | File>) =>
  postMultipart(t, `/api/v1/imports/${path}`, cookie, fields);

async function countOf(
  table: typeof legalEntities | typeof establishments | typeof effectiveMembers,
  clientId: string,
) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.clientId, clientId));
  return row!.n;
}

describe('import of a group from a spreadsheet', () => {
  it('checks without writing, reports each error by line and column in French, then imports the valid rows once', async () => {
    const sheets = groupSheets({ entities: 2, perEntity: 2, seed: 1, domain: 'import-a.fr' });
    // Two deliberate errors: a postal code of 4 digits, a member linked to a SIRET nobody has.
    sheets.establishments![1]!.postalCode = '6900';
    sheets.members![2]!.establishmentSirets = siret(siren(9999), 1);
    const file = await workbook(sheets);
    const before = await countOf(establishments, tenants.clientA.id);

    const checked = await post('check', cookies.masterA, { file });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const refusedSite = sheets.establishments![1]!.siret as string;
    expect(checked.body.issues).toEqual([
      { sheet: 'Établissements', line: 3, column: 'Code postal', message: 'Le code postal doit contenir 5 chiffres' },
      {
        sheet: 'Membres',
        line: 3,
        column: 'Email du compte',
        message: 'L’utilisateur directrice-0-1@import-a.fr est en erreur (feuille « Utilisateurs », ligne 3)',
      },
      {
        sheet: 'Membres',
        line: 3,
        column: 'SIRET des établissements',
        message: `L’établissement de SIRET ${refusedSite} est en erreur (feuille « Établissements », ligne 3)`,
      },
      {
        sheet: 'Membres',
        line: 4,
        column: 'SIRET des établissements',
        message: `Aucun établissement de SIRET ${siret(siren(9999), 1)} dans le fichier ni chez ce client`,
      },
      {
        sheet: 'Utilisateurs',
        line: 3,
        column: 'SIRET de l’établissement',
        message: `L’établissement de SIRET ${refusedSite} est en erreur (feuille « Établissements », ligne 3)`,
      },
    ]);
    // The account of the refused site's director names an establishment in error: refused too, saying which.
    expect(checked.body.tables).toEqual([
      { kind: 'legalEntities', sheet: 'Entités légales', rows: 2, create: 2, update: 0, unchanged: 0, invalid: 0 },
      { kind: 'establishments', sheet: 'Établissements', rows: 4, create: 3, update: 0, unchanged: 0, invalid: 1 },
      { kind: 'members', sheet: 'Membres', rows: 4, create: 2, update: 0, unchanged: 0, invalid: 2 },
      { kind: 'users', sheet: 'Utilisateurs', rows: 4, create: 3, update: 0, unchanged: 0, invalid: 1 },
    ]);
    expect(await countOf(establishments, tenants.clientA.id)).toBe(before);

    const report = await t.app.request('/api/v1/imports/report', {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', file);
        return form;
      })(),
      headers: { cookie: cookies.masterA, origin: 'http://localhost:3000' },
    });
    expect(report.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await report.arrayBuffer()) as never);
    expect(book.getWorksheet('Rapport')!.getRow(2).values).toEqual([
      undefined,
      'Établissements',
      3,
      'Code postal',
      'Le code postal doit contenir 5 chiffres',
    ]);

    const applied = await post('apply', cookies.masterA, { file });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, validRows: 10, invalidRows: 4, linksToCreate: 2 });
    expect(await countOf(establishments, tenants.clientA.id)).toBe(before + 3);
    const [imported] = await t.db
      .select()
      .from(establishments)
      .where(eq(establishments.siret, sheets.establishments![0]!.siret as string));
    expect(imported).toMatchObject({
      clientId: tenants.clientA.id,
      phoneNumber: '01 43 55 21 10',
      structureType: 'MICRO_CRECHE',
      capacity: 12,
      category: 'MICRO_CRECHE',
      practices: ['OUTINGS', 'MEALS_ON_SITE'],
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'import'), eq(auditLog.clientId, tenants.clientA.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ fileName: 'groupe.xlsx', linksCreated: 2 });
    const invitations = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'directrice-0-0@import-a.fr'));
    expect(invitations).toHaveLength(1);

    // The same file again changes nothing; fixed, it brings the refused rows in.
    const again = await post('apply', cookies.masterA, { file });
    expect(again.body.tables.map((table: { create: number; update: number }) => table.create + table.update)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(await countOf(establishments, tenants.clientA.id)).toBe(before + 3);
    sheets.establishments![1]!.postalCode = '69003';
    sheets.members![2]!.establishmentSirets = sheets.establishments![2]!.siret!;
    const fixed = await post('apply', cookies.masterA, { file: await workbook(sheets) });
    expect(fixed.body).toMatchObject({ invalidRows: 0, issues: [] });
    expect(fixed.body.tables).toEqual([
      { kind: 'legalEntities', sheet: 'Entités légales', rows: 2, create: 0, update: 0, unchanged: 2, invalid: 0 },
      { kind: 'establishments', sheet: 'Établissements', rows: 4, create: 1, update: 0, unchanged: 3, invalid: 0 },
      { kind: 'members', sheet: 'Membres', rows: 4, create: 2, update: 0, unchanged: 2, invalid: 0 },
      { kind: 'users', sheet: 'Utilisateurs', rows: 4, create: 1, update: 0, unchanged: 3, invalid: 0 },
    ]);
    const links = await t.db
      .select({ n: count() })
      .from(establishmentMembers)
      .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
      .where(eq(effectiveMembers.clientId, tenants.clientA.id));
    expect(links[0]!.n).toBeGreaterThanOrEqual(4);
  });

  it('reads a CSV saved by Excel in French: Windows-1252 and « ; »', async () => {
    const sirenValue = siren(4242);
    const text = [
      'SIREN;Nom;Adresse;Code postal;Ville;Email;Type de gestion',
      `${sirenValue};"Crèches de l'Étang; Sud";3 rue Pasteur;13001;Marseille;contact@etang.fr;Collectivité territoriale`,
    ].join('\r\n');
    const bytes = new Uint8Array([...text].map((char) => ({ è: 0xe8, É: 0xc9, é: 0xe9 })[char] ?? char.charCodeAt(0)));
    const file = new File([bytes], 'entites.csv', { type: 'text/csv' });
    const applied = await post('apply', cookies.masterA, { file });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.format).toBe('CSV (Windows-1252, séparateur « ; »)');
    const [row] = await t.db.select().from(legalEntities).where(eq(legalEntities.siren, sirenValue));
    expect(row).toMatchObject({ name: "Crèches de l'Étang; Sud", managementType: 'TERRITORIAL_COMMUNITY' });
  });

  it('refuses what the create operations refuse: a CLIENT_MASTER granting ADMIN, an e-mail of another client', async () => {
    const file = await workbook({
      users: [
        { email: 'chef@import-b.fr', firstName: 'Chef', lastName: 'Suprême', roles: 'Administrateur' },
        { email: tenants.users.masterB.email, firstName: 'Autre', lastName: 'Client', roles: 'Collaborateur' },
      ],
    });
    const checked = await post('check', cookies.masterA, { file });
    expect(checked.body.issues).toEqual([
      {
        sheet: 'Utilisateurs',
        line: 2,
        column: 'Rôles',
        message: 'Seul un administrateur peut attribuer le rôle Administrateur',
      },
      { sheet: 'Utilisateurs', line: 3, column: 'Email', message: 'Un utilisateur existe déjà avec cet email' },
    ]);
    const applied = await post('apply', cookies.masterA, { file });
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe(
      'Aucune ligne valide à importer : corrigez le fichier puis vérifiez-le de nouveau',
    );
    const [chef] = await t.db.select().from(user).where(eq(user.email, 'chef@import-b.fr'));
    expect(chef).toBeUndefined();
  });

  it('is scoped: a CLIENT_MASTER imports into her client only, a DIRECTOR not at all, an ADMIN names the client', async () => {
    const file = await workbook(groupSheets({ entities: 1, perEntity: 1, seed: 3, domain: 'import-c.fr' }));
    const foreign = await post('apply', cookies.masterA, { file, clientId: tenants.clientB.id });
    const unknown = await post('apply', cookies.masterA, { file, clientId: 'nulle-part' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Client introuvable');
    expect(unknown.body.message).toBe(foreign.body.message);
    expect(await countOf(legalEntities, tenants.clientB.id)).toBe(1);
    expect((await post('check', cookies.directorA, { file })).status).toBe(403);
    const adminWithout = await post('check', cookies.admin, { file });
    expect(adminWithout.status).toBe(400);
    expect(adminWithout.body.message).toBe('Veuillez sélectionner un client');
    const admin = await post('check', cookies.admin, { file, clientId: tenants.clientB.id });
    expect(admin.body).toMatchObject({ clientName: 'Client B', invalidRows: 0 });
  });

  it('refuses a file that is no spreadsheet, in French', async () => {
    const pdf = new File(['%PDF-1.7\nx\n%%EOF'], 'groupe.xlsx', { type: 'application/pdf' });
    const refused = await post('check', cookies.masterA, { file: pdf });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Type de fichier refusé : seuls les classeurs Excel (.xlsx) et les fichiers CSV sont acceptés',
    );
  });

  it('gives a template per kind with the French column names', async () => {
    const response = await t.request('GET', '/api/v1/imports/template?kind=establishments&format=csv', {
      cookie: cookies.masterA,
    });
    expect(response.status).toBe(200);
    expect(
      String(response.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .split(';')
        .slice(0, 4),
    ).toEqual(['SIRET', 'SIREN de l’entité légale', 'Nom', 'Adresse']);
  });
});
