import { actionPlansRouter } from './action-plans/router.ts';
import { agreementsRouter } from './agreements/router.ts';
import { auditRouter } from './audit/router.ts';
import { clientsRouter } from './clients/router.ts';
import { identityProvidersRouter } from './identity-providers/router.ts';
import { establishmentsRouter } from './establishments/router.ts';
import { legalEntitiesRouter } from './legal-entities/router.ts';
import { membersRouter } from './members/router.ts';
import { usersRouter } from './users/router.ts';
import { categoriesRouter, formsRouter, questionsRouter } from './questionnaires/router.ts';
import { libraryRouter } from './library/router.ts';
import { documentsRouter } from './documents/router.ts';
import { evaluationsRouter } from './evaluations/router.ts';
import { hasSessionsRouter } from './has/router.ts';
import { reportsRouter } from './reports/router.ts';
import { groupRouter } from './group/router.ts';
import { campaignsRouter } from './campaigns/router.ts';
import { boardReportRouter } from './board/router.ts';
import { incidentsRouter } from './incidents/router.ts';
import { publicSurveysRouter, surveysRouter } from './surveys/router.ts';
import { tasksRouter } from './tasks/router.ts';
import { importsRouter } from './imports/router.ts';
import { obligationsRouter } from './obligations/router.ts';
import { evaluationProjectsRouter } from './evaluation-projects/router.ts';
import { pub } from './orpc/base.ts';

export const router = pub.router({
  users: usersRouter,
  establishments: establishmentsRouter,
  agreements: agreementsRouter,
  legalEntities: legalEntitiesRouter,
  clients: clientsRouter,
  identityProviders: identityProvidersRouter,
  members: membersRouter,
  audit: auditRouter,
  categories: categoriesRouter,
  forms: formsRouter,
  questions: questionsRouter,
  library: libraryRouter,
  documents: documentsRouter,
  evaluations: evaluationsRouter,
  hasSessions: hasSessionsRouter,
  actionPlans: actionPlansRouter,
  reports: reportsRouter,
  group: groupRouter,
  campaigns: campaignsRouter,
  boardReport: boardReportRouter,
  incidents: incidentsRouter,
  tasks: tasksRouter,
  imports: importsRouter,
  surveys: surveysRouter,
  publicSurveys: publicSurveysRouter,
  obligations: obligationsRouter,
  evaluationProjects: evaluationProjectsRouter,
});
export type AppRouter = typeof router;
