import type { EffectiveMember } from '@qc/shared/members/schemas';
import type { MemberFormValues } from './components/member-form-fields.tsx';

/** What the edit form starts from: qualifications that are not text (free JSON) show as empty and stay untouched. */
export function toMemberFormValues(member: EffectiveMember): MemberFormValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role,
    qualifications: typeof member.qualifications === 'string' ? member.qualifications : '',
  };
}

export type MemberUpdateBody = {
  id: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  qualifications?: string | null;
};

/**
 * The PUT /members/effective/{id} body: only the fields that changed (the shared
 * schema trims and checks them), emptied qualifications sent as null (cleared).
 * No changed field gives `{ id }` alone, which the schema refuses as an empty update.
 */
export function toMemberUpdate(member: EffectiveMember, values: MemberFormValues): MemberUpdateBody {
  const initial = toMemberFormValues(member);
  const body: MemberUpdateBody = { id: member.id };
  if (values.firstName.trim() !== initial.firstName) body.firstName = values.firstName;
  if (values.lastName.trim() !== initial.lastName) body.lastName = values.lastName;
  if (values.role !== initial.role) body.role = values.role;
  const qualifications = values.qualifications.trim();
  if (qualifications !== initial.qualifications.trim()) body.qualifications = qualifications || null;
  return body;
}

export function hasMemberChanges(body: MemberUpdateBody) {
  return Object.keys(body).some((key) => key !== 'id');
}
