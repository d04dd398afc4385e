import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { authed, requirePermission } from '../orpc/base.ts';
import { convertMemberToUser } from './convert-member-to-user.ts';
import { createMember } from './create-member.ts';
import { deleteMember } from './delete-member.ts';
import { getMember } from './get-member.ts';
import { listMembers } from './list-members.ts';
import { updateMember } from './update-member.ts';

export const membersRouter = {
  list: authed.members.list
    .use(requirePermission(CALL_PERMISSIONS['members.list']))
    .handler(({ input, context }) => listMembers(context.deps.db, context.actor, input)),
  get: authed.members.get
    .use(requirePermission(CALL_PERMISSIONS['members.get']))
    .handler(({ input, context }) => getMember(context.deps.db, context.actor, input.id)),
  create: authed.members.create
    .use(requirePermission(CALL_PERMISSIONS['members.create']))
    .handler(({ input, context }) => createMember(context.deps.db, context.actor, input)),
  update: authed.members.update
    .use(requirePermission(CALL_PERMISSIONS['members.update']))
    .handler(({ input, context }) => updateMember(context.deps.db, context.actor, input)),
  remove: authed.members.remove
    .use(requirePermission(CALL_PERMISSIONS['members.remove']))
    .handler(({ input, context }) => deleteMember(context.deps.db, context.actor, input.id)),
  /** DESIGN §3: needs member:manage and user:manage. */
  convertToUser: authed.members.convertToUser
    .use(requirePermission(CALL_PERMISSIONS['members.convertToUser'], 'user:manage'))
    .handler(({ input, context }) => convertMemberToUser(context.deps.db, context.actor, input)),
};
