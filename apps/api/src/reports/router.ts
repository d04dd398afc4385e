import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import {
  renderAuthoritiesReport,
  renderEstablishmentReport,
  renderEvaluationReport,
  renderHasPreparation,
} from './service.tsx';

// report:read (every role) and the scope of the evaluation or establishment are checked in the service.
export const reportsRouter = operations(authed.reports, {
  evaluation: (db, actor, input, context) => renderEvaluationReport(db, context.deps.reports, actor, input.id),
  establishment: (db, actor, input, context) =>
    renderEstablishmentReport(db, context.deps.reports, actor, input.establishmentId),
  authorities: (db, actor, input, context) =>
    renderAuthoritiesReport(db, context.deps.reports, actor, input.establishmentId),
  hasPreparation: (db, actor, input, context) =>
    renderHasPreparation(db, context.deps.reports, actor, input.establishmentId),
});
