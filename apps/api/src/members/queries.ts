import type { MemberRole } from '@qc/shared/enums';
import type { EffectiveMember } from '@qc/shared/members/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { Transaction } from '../common/transaction.ts';
import { toIso } from '../common/dates.ts';

/** A member with its user's current name and e-mail (joined, never copied). */
export const memberColumns = {
  member: effectiveMembers,
  userFirstName: user.firstName,
  userLastName: user.lastName,
  userEmail: user.email,
};

export type MemberRow = {
  member: typeof effectiveMembers.$inferSelect;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
};

export function selectMembers(db: Database | Transaction) {
  return db.select(memberColumns).from(effectiveMembers).leftJoin(user, eq(user.id, effectiveMembers.userId));
}

export function toMember(row: MemberRow): EffectiveMember {
  const m = row.member;
  return {
    id: m.id,
    clientId: m.clientId,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    role: m.role as MemberRole,
    qualifications: m.qualifications ?? null,
    createdAt: toIso(m.createdAt),
    updatedAt: toIso(m.updatedAt),
    user:
      row.userEmail === null
        ? null
        : { firstName: row.userFirstName ?? '', lastName: row.userLastName ?? '', email: row.userEmail },
  };
}

/** A member just written, read back with its user. */
export async function getMemberById(db: Database, id: string): Promise<EffectiveMember> {
  const [row] = await selectMembers(db).where(eq(effectiveMembers.id, id));
  return toMember(row!);
}
