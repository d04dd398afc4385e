import * as v from 'valibot';
import { clientOwnedInputs } from '../common/client-owned.ts';
import { timestampEntries } from '../common/rows.ts';
import { MEMBER_ROLES } from '../enums.ts';
import { UserSchema } from '../users/schemas.ts';
import { boundedJson, emailField, idSchema, requiredText } from '../validation/fields.ts';

export const MEMBER_MESSAGES = {
  clientRequired: 'Veuillez sélectionner un client',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  roleInvalid: 'Veuillez sélectionner un rôle',
  clientLocked: "Le client d'un membre ne peut pas être modifié",
  emailRequired: "L'email est obligatoire",
  emailInvalid: 'Veuillez saisir un email valide',
} as const;

export const MemberRoleSchema = v.picklist(MEMBER_ROLES, MEMBER_MESSAGES.roleInvalid);

/** A missing key gets the field's own message, not the generic type message. */
const memberRoleInput = v.pipe(v.optional(v.string(MEMBER_MESSAGES.roleInvalid), ''), MemberRoleSchema);

export const EffectiveMemberSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  userId: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  role: MemberRoleSchema,
  qualifications: v.nullable(v.unknown()),
  ...timestampEntries,
  user: v.nullable(v.object({ firstName: v.string(), lastName: v.string(), email: v.string() })),
});
export type EffectiveMember = v.InferOutput<typeof EffectiveMemberSchema>;

const memberFields = {
  firstName: requiredText(MEMBER_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MEMBER_MESSAGES.lastNameRequired, 100),
  role: memberRoleInput,
  userId: v.optional(v.nullable(idSchema)),
  /** Free JSON, bounded (5 levels, 16 kB): a DIRECTOR stored 10 MB per write (issue 12). */
  qualifications: v.optional(v.nullable(boundedJson())),
};

/** SPEC §5 "Effective member"; GET /members/effective honours clientId (SPEC §7). */
export const {
  create: MemberCreateInputSchema,
  update: MemberUpdateInputSchema,
  list: MemberListInputSchema,
} = clientOwnedInputs(memberFields, MEMBER_MESSAGES);
export type MemberCreateInput = v.InferOutput<typeof MemberCreateInputSchema>;
export type MemberUpdateInput = v.InferOutput<typeof MemberUpdateInputSchema>;
export type MemberListQuery = v.InferOutput<typeof MemberListInputSchema>;

/** SPEC §5 "Convert member to user": email non-empty and valid. */
export const MemberConvertInputSchema = v.object({
  id: idSchema,
  email: emailField(MEMBER_MESSAGES.emailRequired, MEMBER_MESSAGES.emailInvalid),
});

export const MemberConvertOutputSchema = v.object({
  success: v.literal(true),
  /** The account created for the member: these fields of a `User`. */
  user: v.pick(UserSchema, ['id', 'name', 'firstName', 'lastName', 'email', 'emailVerified']),
  message: v.string(),
});
export type MemberConvertOutput = v.InferOutput<typeof MemberConvertOutputSchema>;
