import { establishmentsRouter } from '../establishments/router.ts';
import { usersRouter } from '../users/router.ts';
import { categoriesRouter, formsRouter, questionsRouter } from '../questionnaires/router.ts';
import { libraryRouter } from '../library/router.ts';
import { pub } from './base.ts';

export const router = pub.router({
  users: usersRouter,
  establishments: establishmentsRouter,
  categories: categoriesRouter,
  forms: formsRouter,
  questions: questionsRouter,
  library: libraryRouter,
});
export type AppRouter = typeof router;
