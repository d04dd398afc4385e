import { oc } from '@orpc/contract';
import { GroupViewInputSchema, GroupViewSchema } from './schemas.ts';

/** Issue 17: the establishments of a group side by side. Not in SPEC §7: the SPA calls it on /rpc. */
export const groupContract = {
  view: oc
    .route({
      method: 'GET',
      path: '/group/establishments',
      tags: ['Vue de groupe'],
      summary: 'Vue de groupe : chaque établissement avec ses scores, retards, actions, documents et agrément',
    })
    .input(GroupViewInputSchema)
    .output(GroupViewSchema),
};
