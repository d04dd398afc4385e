import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema-mail.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertMember } from './support/fixtures.ts';
import { newUser } from './support/users.ts';

/**
 * Issue 34 item 9: a created account receives an invitation by mail (through
 * the outbox), saying where and how to sign in and what it was granted.
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext({ signIn: ['admin', 'masterA', 'directorA'] }));

async function outboxFor(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

describe('account invitation', () => {
  it('mails a new DIRECTOR where to sign in, that a code comes each time, its role and establishment', async () => {
    const email = 'ines.garnier@creche-invite.fr';
    const since = t.smtp.mails.length;
    const response = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({
        firstName: 'Inès',
        lastName: 'Garnier',
        email,
        roles: ['DIRECTOR'],
        establishmentId: tenants.establishmentA1.id,
      }),
    });
    expect(response.status).toBe(201);

    const mail = await t.smtp.waitForMail(email, since);
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain(`1. Ouvrez ${TEST_ORIGIN}/auth/login`);
    expect(mail.text).toContain(`2. Saisissez votre adresse e-mail : ${email}`);
    expect(mail.text).toContain('code à 6 chiffres');
    expect(mail.text).toContain('un nouveau code vous est envoyé à chaque connexion');
    expect(mail.text).toContain('Rôle : Directeur·rice.');
    expect(mail.text).toContain('Établissement : Crèche A1 (Client A).');
    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ kind: 'INVITATION', subject: 'Votre compte Qualité & Conformité est prêt' });
  });

  it('tells a CLIENT_MASTER and an ADMIN what they reach', async () => {
    const master = 'paul.roux@creche-invite.fr';
    const admin = 'sacha.blanc@creche-invite.fr';
    const since = t.smtp.mails.length;
    const created = await Promise.all([
      t.request('POST', '/api/v1/users', {
        cookie: cookies.admin,
        body: newUser({ email: master, roles: ['CLIENT_MASTER'], clientId: tenants.clientA.id }),
      }),
      t.request('POST', '/api/v1/users', { cookie: cookies.admin, body: newUser({ email: admin, roles: ['ADMIN'] }) }),
    ]);
    expect(created.map((response) => response.status)).toEqual([201, 201]);
    const masterMail = (await t.smtp.waitForMail(master, since)).text;
    expect(masterMail).toContain('Rôle : Responsable client.');
    expect(masterMail).toContain('Accès : tous les établissements de votre client (Client A).');
    const adminMail = (await t.smtp.waitForMail(admin, since)).text;
    expect(adminMail).toContain('Rôle : Administrateur.');
    expect(adminMail).toContain('Accès : tous les clients et leurs établissements.');
  });

  it('sends nothing when the account is refused', async () => {
    const taken = await t.request('POST', '/api/v1/users', {
      cookie: cookies.masterA,
      body: newUser({ email: tenants.users.directorA.email, establishmentId: tenants.establishmentA1.id }),
    });
    expect(taken.status).toBe(409);
    const forbidden = await t.request('POST', '/api/v1/users', {
      cookie: cookies.directorA,
      body: newUser({ email: 'jamais@creche-invite.fr' }),
    });
    expect(forbidden.status).toBe(403);
    expect(await outboxFor('jamais@creche-invite.fr')).toEqual([]);
    expect((await outboxFor(tenants.users.directorA.email)).filter((row) => row.kind === 'INVITATION')).toEqual([]);
  });

  it("invites a member turned into a user, listing each of the member's establishments", async () => {
    const member = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA2.id, tenants.establishmentA1.id],
      role: 'DIRECTOR',
    });
    const email = 'membre.converti@creche-invite.fr';
    const since = t.smtp.mails.length;
    const response = await t.request('POST', `/api/v1/members/effective/${member.id}/convert-to-user`, {
      cookie: cookies.masterA,
      body: { email },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      `Le compte utilisateur de ${member.firstName} ${member.lastName} a été créé : une invitation a été envoyée à ${email}, avec la marche à suivre pour se connecter`,
    );
    const mail = await t.smtp.waitForMail(email, since);
    expect(mail.text).toContain('Établissements : Crèche A1, Crèche A2 (Client A).');
    expect(mail.text).toContain(`${TEST_ORIGIN}/auth/login`);
  });
});
