import { authed } from '../orpc/base.ts';
import {
  renderAuthoritiesReport,
  renderEstablishmentReport,
  renderEvaluationReport,
  renderHasPreparation,
} from './service.tsx';

// report:read (every role) and the scope of the evaluation or establishment are checked in the service.
export const reportsRouter = {
  evaluation: authed.reports.evaluation.handler(({ input, context }) =>
    renderEvaluationReport(context.deps.db, context.deps.reports, context.actor, input.id),
  ),
  establishment: authed.reports.establishment.handler(({ input, context }) =>
    renderEstablishmentReport(context.deps.db, context.deps.reports, context.actor, input.establishmentId),
  ),
  authorities: authed.reports.authorities.handler(({ input, context }) =>
    renderAuthoritiesReport(context.deps.db, context.deps.reports, context.actor, input.establishmentId),
  ),
  hasPreparation: authed.reports.hasPreparation.handler(({ input, context }) =>
    renderHasPreparation(context.deps.db, context.deps.reports, context.actor, input.establishmentId),
  ),
};
