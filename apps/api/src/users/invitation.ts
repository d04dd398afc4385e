import { ROLE_LABELS, type Role } from '@qc/shared/enums';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../common/transaction.ts';
import { clients, establishments } from '../db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';

/** What an account creation needs to invite its person: the outbox and the address of the app. */
export type InvitationDeps = { mailer: Mailer; publicUrl: string };

type Invited = {
  firstName: string;
  email: string;
  roles: readonly Role[];
  clientName: string | null;
  establishmentNames: readonly string[];
};

function accessLine(invited: Invited): string {
  if (invited.roles.includes('ADMIN')) return 'Accès : tous les clients et leurs établissements.';
  const client = invited.clientName ? ` (${invited.clientName})` : '';
  if (invited.roles.includes('CLIENT_MASTER')) return `Accès : tous les établissements de votre client${client}.`;
  if (invited.establishmentNames.length === 0) {
    return `Accès : aucun établissement pour l'instant${client} ; votre responsable vous en attribuera.`;
  }
  const label = invited.establishmentNames.length === 1 ? 'Établissement' : 'Établissements';
  return `${label} : ${invited.establishmentNames.join(', ')}${client}.`;
}

/**
 * Issue 34 item 9: the mail a new account receives. No password exists: it
 * says where to sign in and that a code comes by mail each time, so the
 * person is not left waiting for credentials that will never come.
 */
export function buildInvitationMail(invited: Invited, publicUrl: string): Mail {
  const roles = invited.roles.map((role) => ROLE_LABELS[role]).join(', ');
  const greeting = invited.firstName ? `Bonjour ${invited.firstName},` : 'Bonjour,';
  return {
    to: invited.email,
    kind: 'INVITATION',
    subject: 'Votre compte Qualité & Conformité est prêt',
    text: [
      greeting,
      '',
      'Un compte vient d’être créé pour vous sur Qualité & Conformité, l’application d’auto-évaluation qualité.',
      '',
      `Rôle : ${roles}.`,
      accessLine(invited),
      '',
      'Pour vous connecter :',
      `1. Ouvrez ${publicUrl}/auth/login`,
      `2. Saisissez votre adresse e-mail : ${invited.email}`,
      '3. Recopiez le code à 6 chiffres que vous recevrez alors par e-mail (valable 5 minutes).',
      '',
      'Il n’y a pas de mot de passe : un nouveau code vous est envoyé à chaque connexion.',
      'Si vous ne vous attendiez pas à ce message, ignorez-le.',
      '',
    ].join('\n'),
  };
}

/**
 * Writes the invitation of the user just created to the outbox, in the
 * creation's transaction: it leaves only if the account is committed. Read
 * after the member links are made, so a converted member's sites are listed.
 */
export async function sendInvitation(tx: Transaction, deps: InvitationDeps, userId: string): Promise<void> {
  const [row] = await tx
    .select({
      firstName: user.firstName,
      email: user.email,
      roles: user.roles,
      establishmentId: user.establishmentId,
      clientName: clients.name,
    })
    .from(user)
    .leftJoin(clients, eq(clients.id, user.clientId))
    .where(eq(user.id, userId));
  if (!row) throw new Error('invitation: user not found');
  const linked = tx
    .select({ id: establishmentMembers.establishmentId })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .where(eq(effectiveMembers.userId, userId));
  const sites = await tx
    .select({ name: establishments.name })
    .from(establishments)
    .where(
      or(
        row.establishmentId ? eq(establishments.id, row.establishmentId) : sql`false`,
        inArray(establishments.id, linked),
      ),
    )
    .orderBy(asc(establishments.name), asc(establishments.id));
  const invited: Invited = {
    firstName: row.firstName,
    email: row.email,
    roles: row.roles as Role[],
    clientName: row.clientName,
    establishmentNames: sites.map((site) => site.name),
  };
  await deps.mailer.send(buildInvitationMail(invited, deps.publicUrl), { tx });
}
