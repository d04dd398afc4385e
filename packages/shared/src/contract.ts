import { actionPlansContract } from './action-plans/contract.ts';
import { agreementsContract } from './agreements/contract.ts';
import { auditContract } from './audit/contract.ts';
import { boardReportContract } from './board/contract.ts';
import { campaignsContract } from './campaigns/contract.ts';
import { clientsContract } from './clients/contract.ts';
import { establishmentsContract } from './establishments/contract.ts';
import { evaluationProjectsContract } from './evaluation-projects/contract.ts';
import { legalEntitiesContract } from './legal-entities/contract.ts';
import { membersContract } from './members/contract.ts';
import { libraryContract } from './library/contract.ts';
import { documentsContract } from './documents/contract.ts';
import { evaluationsContract } from './evaluations/contract.ts';
import { groupContract } from './group/contract.ts';
import { hasSessionsContract } from './has-sessions/contract.ts';
import { identityProvidersContract } from './identity-providers/contract.ts';
import { importsContract } from './imports/contract.ts';
import { incidentsContract } from './incidents/contract.ts';
import { obligationsContract } from './obligations/contract.ts';
import { reportsContract } from './reports/contract.ts';
import { categoriesContract, formsContract, questionsContract } from './questionnaires/contract.ts';
import { publicSurveysContract, surveysContract } from './surveys/contract.ts';
import { tasksContract } from './tasks/contract.ts';
import { usersContract } from './users/contract.ts';

/** The whole oRPC contract: mounted at /api/v1 (OpenAPI) and /rpc (RPC) by the API. */
export const contract = {
  users: usersContract,
  establishments: establishmentsContract,
  agreements: agreementsContract,
  legalEntities: legalEntitiesContract,
  clients: clientsContract,
  identityProviders: identityProvidersContract,
  members: membersContract,
  audit: auditContract,
  categories: categoriesContract,
  forms: formsContract,
  questions: questionsContract,
  library: libraryContract,
  documents: documentsContract,
  evaluations: evaluationsContract,
  hasSessions: hasSessionsContract,
  actionPlans: actionPlansContract,
  reports: reportsContract,
  group: groupContract,
  campaigns: campaignsContract,
  boardReport: boardReportContract,
  incidents: incidentsContract,
  tasks: tasksContract,
  imports: importsContract,
  surveys: surveysContract,
  publicSurveys: publicSurveysContract,
  obligations: obligationsContract,
  evaluationProjects: evaluationProjectsContract,
};
export type Contract = typeof contract;
