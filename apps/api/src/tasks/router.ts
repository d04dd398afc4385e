import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { listMyTasks } from './list-my-tasks.ts';

// « Mes tâches » answers for oneself only (like users.self): no permission in the chain; each part of the
// list needs the permission of the screen it leads to, checked in the operation, and the scope is in its queries.
export const tasksRouter = operations(authed.tasks, { listMine: (db, actor) => listMyTasks(db, actor) });
