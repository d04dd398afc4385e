import { MemberCreateInputSchema } from '@qc/shared/members/schemas';
import type { MemberRole, Role } from '@qc/shared/enums';
import { UserCreateInputSchema } from '@qc/shared/users/schemas';
import { emailField, siretSchema } from '@qc/shared/validation/fields';
import * as v from 'valibot';
import { check, keyOf, recordOf, type Fields, type RowBase, type RowIssues } from './check-row.ts';
import { memberRole, userRole } from './list-values.ts';
import type { RawRow } from './read-file.ts';
import { listOf, text } from './read-cells.ts';

export type MemberRow = RowBase & {
  values: { firstName: string; lastName: string; role: MemberRole; qualifications: unknown } | null;
  email: string | null;
  establishmentSirets: string[];
};
export type UserRow = RowBase & {
  values: { firstName: string; lastName: string; email: string; roles: Role[] } | null;
  establishmentSiret: string | null;
};

const optionalEmail = v.object({ email: emailField("L'email est obligatoire") });

export function parseMember(sheet: string, fields: Fields, row: RawRow): MemberRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'members' as const, sheet, line: row.line, issues };
  const qualifications = text(record.qualifications);
  const parsed = check(
    MemberCreateInputSchema,
    {
      clientId: 'import',
      firstName: text(record.firstName),
      lastName: text(record.lastName),
      role: memberRole(record.role),
      qualifications: qualifications === '' ? null : qualifications,
    },
    where,
  );
  const email = text(record.email) ? (check(optionalEmail, { email: text(record.email) }, where)?.email ?? null) : null;
  const establishmentSirets: string[] = [];
  for (const item of listOf(record.establishmentSirets)) {
    const siret = check(v.object({ establishmentSirets: siretSchema }), { establishmentSirets: item }, where);
    if (siret && !establishmentSirets.includes(siret.establishmentSirets)) {
      establishmentSirets.push(siret.establishmentSirets);
    }
  }
  return {
    line: row.line,
    sheet,
    issues,
    values: parsed
      ? {
          firstName: parsed.firstName,
          lastName: parsed.lastName,
          role: parsed.role,
          qualifications: parsed.qualifications ?? null,
        }
      : null,
    email,
    key: email,
    establishmentSirets,
  };
}

export function parseUser(sheet: string, fields: Fields, row: RawRow): UserRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'users' as const, sheet, line: row.line, issues };
  const parsed = check(
    UserCreateInputSchema,
    {
      firstName: text(record.firstName),
      lastName: text(record.lastName),
      email: text(record.email),
      roles: listOf(record.roles).map((item) => userRole(item)),
    },
    where,
  );
  const siretText = text(record.establishmentSiret, 14);
  const siret = siretText
    ? check(v.object({ establishmentSiret: siretSchema }), { establishmentSiret: siretText }, where)
    : null;
  return {
    line: row.line,
    sheet,
    issues,
    values: parsed
      ? { firstName: parsed.firstName, lastName: parsed.lastName, email: parsed.email, roles: parsed.roles as Role[] }
      : null,
    key: keyOf(emailField(''), text(record.email)),
    establishmentSiret: siret?.establishmentSiret ?? null,
  };
}
