import { authed } from '../orpc/base.ts';
import { byId, operations } from '../orpc/operations.ts';
import { convertMemberToUser } from './convert-member-to-user.ts';
import { createMember } from './create-member.ts';
import { deleteMember } from './delete-member.ts';
import { getMember } from './get-member.ts';
import { listMembers } from './list-members.ts';
import { updateMember } from './update-member.ts';

export const membersRouter = operations(authed.members, {
  list: listMembers,
  get: byId(getMember),
  create: createMember,
  update: updateMember,
  remove: byId(deleteMember),
  /** DESIGN §3: needs member:manage and user:manage. */
  convertToUser: convertMemberToUser,
});
