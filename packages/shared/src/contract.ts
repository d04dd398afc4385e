import { establishmentsContract } from './establishments/contract.ts';
import { usersContract } from './users/contract.ts';
import { libraryContract } from './library/contract.ts';
import { categoriesContract, formsContract, questionsContract } from './questionnaires/contract.ts';

/** The whole oRPC contract: mounted at /api/v1 (OpenAPI) and /rpc (RPC) by the API. */
export const contract = {
  users: usersContract,
  establishments: establishmentsContract,
  categories: categoriesContract,
  forms: formsContract,
  questions: questionsContract,
  library: libraryContract,
};
export type Contract = typeof contract;
