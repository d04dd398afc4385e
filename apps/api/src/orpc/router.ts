import { establishmentsRouter } from '../establishments/router.ts';
import { usersRouter } from '../users/router.ts';
import { pub } from './base.ts';

export const router = pub.router({
  users: usersRouter,
  establishments: establishmentsRouter,
});
export type AppRouter = typeof router;
