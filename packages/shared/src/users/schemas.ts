import * as v from 'valibot';
import { namedEntries, timestampEntries } from '../common/rows.ts';
import { updateEntries, updateInput } from '../common/update-input.ts';
import { ROLES } from '../enums.ts';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { listInput } from '../common/list.ts';
import { USER_MESSAGES } from './messages.ts';
import { emailField, idSchema, requiredText, EMPTY_UPDATE_MESSAGE } from '../validation/fields.ts';

// The messages live in their own module so the sign-in page loads them without the users' schemas (its budget).

export const RoleSchema = v.picklist(ROLES, USER_MESSAGES.roleUnknown);

export const UserSchema = v.object({
  ...namedEntries,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  emailVerified: v.boolean(),
  image: v.nullable(v.string()),
  roles: v.array(RoleSchema),
  permissions: v.array(v.string()),
  ...timestampEntries,
  clientId: v.nullable(v.string()),
  clientName: v.nullable(v.string()),
  establishmentId: v.nullable(v.string()),
  establishmentName: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

const userFields = {
  firstName: requiredText(USER_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(USER_MESSAGES.lastNameRequired, 100),
  email: emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid),
  roles: v.pipe(
    v.optional(v.array(RoleSchema, USER_MESSAGES.rolesRequired), []),
    v.minLength(1, USER_MESSAGES.rolesRequired),
    v.transform((roles) => [...new Set(roles)]),
  ),
  /** Extra permissions beyond the roles': granted by an ADMIN only (DESIGN §3). */
  permissions: v.optional(v.array(v.picklist(ALL_PERMISSIONS, USER_MESSAGES.permissionUnknown))),
  clientId: v.optional(v.nullable(idSchema)),
  establishmentId: v.optional(v.nullable(idSchema)),
};

export const UserCreateInputSchema = v.object(userFields);
export type UserCreateInput = v.InferOutput<typeof UserCreateInputSchema>;

export const UserUpdateInputSchema = updateInput(updateEntries(userFields), EMPTY_UPDATE_MESSAGE);
export type UserUpdateInput = v.InferOutput<typeof UserUpdateInputSchema>;

export const UserListInputSchema = listInput({
  clientId: v.optional(idSchema),
  establishmentId: v.optional(idSchema),
});
export type UserListInput = v.InferInput<typeof UserListInputSchema>;
export type UserListQuery = v.InferOutput<typeof UserListInputSchema>;

/** The profile form of the account page (update-user of better-auth). */
export const ProfileUpdateInputSchema = v.object({
  firstName: userFields.firstName,
  lastName: userFields.lastName,
});

/**
 * What the server accepts on better-auth's update-user: the profile form's
 * fields, either or both, nothing else (issue 12: it stored any `name`,
 * `image` or unchecked text). The display name follows them.
 */
export const ProfileUpdateRequestSchema = v.strictObject(
  {
    firstName: v.optional(ProfileUpdateInputSchema.entries.firstName),
    lastName: v.optional(ProfileUpdateInputSchema.entries.lastName),
  },
  'Seuls le prénom et le nom se modifient depuis votre compte',
);
