import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { establishments, legalEntities } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';

type Executor = Pick<Database, 'select'>;
type LegalEntityRecord = typeof legalEntities.$inferSelect;
type EstablishmentRecord = typeof establishments.$inferSelect;
export type MemberRecord = typeof effectiveMembers.$inferSelect;
type UserRecord = Pick<
  typeof user.$inferSelect,
  'id' | 'email' | 'clientId' | 'roles' | 'firstName' | 'lastName' | 'establishmentId'
>;

/** What the client already has, read in a handful of queries whatever the file's size (no query per row). */
export type ClientState = {
  legalEntities: LegalEntityRecord[];
  establishments: EstablishmentRecord[];
  members: MemberRecord[];
  /** The users the file names by e-mail, of any client (an e-mail is one account), and the client's linked users. */
  users: UserRecord[];
  links: Set<string>;
};

const USER_COLUMNS = {
  id: user.id,
  email: user.email,
  clientId: user.clientId,
  roles: user.roles,
  firstName: user.firstName,
  lastName: user.lastName,
  establishmentId: user.establishmentId,
};

export async function loadClientState(db: Executor, clientId: string, emails: string[]): Promise<ClientState> {
  const [entityRows, establishmentRows, memberRows] = [
    await db.select().from(legalEntities).where(eq(legalEntities.clientId, clientId)),
    await db.select().from(establishments).where(eq(establishments.clientId, clientId)),
    await db.select().from(effectiveMembers).where(eq(effectiveMembers.clientId, clientId)),
  ];
  const users: UserRecord[] = await db.select(USER_COLUMNS).from(user).where(eq(user.clientId, clientId));
  const known = new Set(users.map((row) => row.email));
  const others = emails.filter((email) => !known.has(email));
  if (others.length > 0) {
    // One statement whatever their number: the e-mails as one JSON parameter (bind parameters are capped at 65,535).
    const list = sql`(select jsonb_array_elements_text(${JSON.stringify(others)}::jsonb))`;
    users.push(
      ...(await db
        .select(USER_COLUMNS)
        .from(user)
        .where(sql`${user.email} in ${list}`)),
    );
  }
  const linkRows = await db
    .select({ establishmentId: establishmentMembers.establishmentId, memberId: establishmentMembers.effectiveMemberId })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .where(and(eq(effectiveMembers.clientId, clientId)));
  return {
    legalEntities: entityRows,
    establishments: establishmentRows,
    members: memberRows,
    users,
    links: new Set(linkRows.map((link) => `${link.establishmentId}:${link.memberId}`)),
  };
}
