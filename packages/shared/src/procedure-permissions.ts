import type { contract } from './contract.ts';
import type { Permission } from './permissions.ts';

/**
 * Issue 31 item 1: every procedure's permission, in one table. The API checks it for every call before the
 * operation runs (orpc/base.ts: 403 before any scope, so another client's ids cannot even be probed), the security
 * suite reads the expected refusals from it, and docs/permissions.md is written from it (a test keeps it current).
 *
 * - a list of permissions: all of them are needed, whatever the data;
 * - `inOperation`: what is needed depends on the row (a shared or a client's form, one's own evidence…), so the
 *   operation checks it, with the scope; the text says what it checks;
 * - `public`: callable without a session.
 *
 * Keys are the contract's procedures: a procedure added to the contract without its line here fails typecheck.
 */
export type ProcedureRule = readonly [Permission, ...Permission[]] | { inOperation: string } | { public: string };
type Contract = typeof contract;
export type ProcedureKey = {
  [G in keyof Contract & string]: `${G}.${keyof Contract[G] & string}`;
}[keyof Contract & string];

export const PROCEDURE_PERMISSIONS = {
  'users.self': { inOperation: 'anyone signed in reads her own profile' },
  'users.get': ['user:read'],
  'users.list': ['user:read'],
  'users.create': ['user:manage'],
  'users.update': ['user:manage'],
  'users.remove': ['user:manage'],
  'establishments.listForUser': { inOperation: 'oneself without a permission; another user in scope with user:read' },
  'establishments.list': ['establishment:read'],
  'establishments.get': ['establishment:read'],
  'establishments.create': ['establishment:manage'],
  'establishments.update': ['establishment:manage'],
  'establishments.updateProfile': ['establishment:manage'],
  'establishments.remove': ['establishment:delete'],
  'establishments.listMembers': ['establishment:read'],
  'establishments.addMember': ['member:manage'],
  'establishments.removeMember': ['member:manage'],
  'establishments.listForClient': ['establishment:read'],
  'agreements.list': ['agreement:read'],
  'agreements.get': ['agreement:read'],
  'agreements.listForEstablishment': ['agreement:read'],
  'agreements.create': ['agreement:manage'],
  'agreements.update': ['agreement:manage'],
  'agreements.remove': ['agreement:delete'],
  'legalEntities.list': ['legal-entity:read'],
  'legalEntities.get': ['legal-entity:read'],
  'legalEntities.create': ['legal-entity:manage'],
  'legalEntities.update': ['legal-entity:manage'],
  'legalEntities.remove': ['legal-entity:delete'],
  'legalEntities.listForClient': ['legal-entity:read'],
  'legalEntities.listEstablishments': ['establishment:read'],
  'clients.list': ['client:read'],
  'clients.get': ['client:read'],
  'clients.create': ['client:manage-admin'],
  'clients.update': ['client:manage'],
  'clients.remove': ['client:manage-admin'],
  'identityProviders.get': ['client:manage-admin'],
  'identityProviders.set': ['client:manage-admin'],
  'identityProviders.remove': ['client:manage-admin'],
  'members.list': ['member:read'],
  'members.get': ['member:read'],
  'members.create': ['member:manage'],
  'members.update': ['member:manage'],
  'members.remove': ['member:delete'],
  'members.convertToUser': ['member:manage', 'user:manage'],
  'audit.list': ['audit:read'],
  'categories.list': ['form:read'],
  'categories.get': ['form:read'],
  'categories.create': {
    inOperation:
      "library:manage for a shared item, form:manage inside the caller's client otherwise (questionnaires/access.ts)",
  },
  'categories.update': {
    inOperation: "library:manage for a shared item, form:manage inside the caller's client otherwise",
  },
  'categories.remove': {
    inOperation: "library:manage for a shared item, form:manage inside the caller's client otherwise",
  },
  'forms.overview': ['form:read'],
  'forms.list': ['form:read'],
  'forms.get': ['form:read'],
  'forms.versions': ['form:read'],
  'forms.create': { inOperation: "library:manage for a shared form, form:manage inside the caller's client otherwise" },
  'forms.update': { inOperation: "library:manage for a shared form, form:manage inside the caller's client otherwise" },
  'forms.remove': { inOperation: "library:manage for a shared form, form:manage inside the caller's client otherwise" },
  'questions.create': { inOperation: 'library:manage or form:manage, after the form it belongs to' },
  'questions.update': { inOperation: 'library:manage or form:manage, after the form it belongs to' },
  'questions.duplicate': { inOperation: 'library:manage or form:manage, after the form it belongs to' },
  'questions.remove': { inOperation: 'library:manage or form:manage, after the form it belongs to' },
  'questions.reorder': { inOperation: 'library:manage or form:manage, after the form it belongs to' },
  'library.browse': ['library:read'],
  'library.category': ['library:read'],
  'library.form': ['library:read'],
  'library.exportForm': ['library:read'],
  'library.exportCategory': ['library:read'],
  'library.import': {
    inOperation: "library:manage for the shared library, form:manage to import into the caller's client",
  },
  'library.importDefault': ['library:manage'],
  'library.releases': ['library:read'],
  'library.formChanges': ['library:read'],
  'library.updateCopy': ['form:manage'],
  'library.copyForm': { inOperation: 'form:manage in the target client, the source read with library:read' },
  'documents.listForEstablishment': ['document:read'],
  'documents.listEvidence': ['document:read'],
  'documents.upload': ['document:manage'],
  'documents.listTemplates': ['library:read'],
  'documents.uploadTemplate': {
    inOperation: "library:manage for a shared form's template, form:manage for a client's own form",
  },
  'documents.get': { inOperation: "document:read for an establishment's document, library:read for a form template" },
  'documents.renew': ['document:manage'],
  'documents.download': {
    inOperation: "document:read for an establishment's document, library:read for a form template",
  },
  'documents.remove': {
    inOperation:
      'document:manage; a collaborator may remove the evidence she attached herself (document:attach-evidence)',
  },
  'evaluations.overview': ['evaluation:read'],
  'evaluations.hasReading': ['evaluation:read'],
  'evaluations.compare': ['evaluation:read'],
  'evaluations.list': ['evaluation:read'],
  'evaluations.get': ['evaluation:read'],
  'evaluations.start': ['evaluation:answer'],
  'evaluations.saveAnswer': ['evaluation:answer'],
  'evaluations.attachEvidence': ['document:attach-evidence'],
  'evaluations.uploadEvidence': ['document:attach-evidence'],
  'evaluations.detachEvidence': ['document:attach-evidence'],
  'evaluations.complete': ['evaluation:complete'],
  'evaluations.refreshApplicability': ['evaluation:complete'],
  'evaluations.sharing': ['evaluation:read'],
  'evaluations.history': ['evaluation:read'],
  'evaluations.assign': ['evaluation:complete'],
  'evaluations.unassign': ['evaluation:complete'],
  'evaluations.review': ['evaluation:complete'],
  'evaluations.markReady': ['evaluation:answer'],
  'evaluations.reopen': ['evaluation:reopen'],
  'evaluations.remove': ['evaluation:complete'],
  'evaluations.events': ['evaluation:read'],
  'hasSessions.list': ['evaluation:read'],
  'hasSessions.start': ['evaluation:answer'],
  'hasSessions.saveAnswer': ['evaluation:answer'],
  'hasSessions.rename': ['evaluation:answer'],
  'hasSessions.remove': ['evaluation:answer'],
  'hasSessions.setPlanned': ['evaluation:complete'],
  'actionPlans.list': ['action-plan:read'],
  'actionPlans.get': ['action-plan:read'],
  'actionPlans.create': ['action-plan:manage'],
  'actionPlans.update': ['action-plan:read'],
  'actionPlans.remove': ['action-plan:read', 'action-plan:manage'],
  'actionPlans.addComment': ['action-plan:read'],
  'actionPlans.uploadEvidence': ['action-plan:read'],
  'actionPlans.detachEvidence': ['action-plan:read'],
  'actionPlans.proposals': ['action-plan:read'],
  'actionPlans.dismissals': ['action-plan:read'],
  'actionPlans.exportCsv': ['action-plan:read'],
  'actionPlans.exportXlsx': ['action-plan:read'],
  'actionPlans.dismiss': ['action-plan:read', 'action-plan:manage'],
  'actionPlans.restore': ['action-plan:read', 'action-plan:manage'],
  'actionPlans.createFromProposals': ['action-plan:read', 'action-plan:manage'],
  'actionPlans.events': {
    inOperation:
      'action-plan:read and the establishment in scope, checked before the stream answers and on every event',
  },
  'reports.evaluation': { inOperation: 'report:read and the evaluation in scope' },
  'reports.establishment': { inOperation: 'report:read and the establishment in scope' },
  'reports.authorities': {
    inOperation: 'report:read, evaluation-project:read and survey:manage, with the establishment in scope',
  },
  'reports.hasPreparation': { inOperation: 'report:read and the establishment in scope' },
  'group.view': ['evaluation:read', 'action-plan:read', 'document:read'],
  'group.compare': ['evaluation:read', 'document:read'],
  'group.compareQuestion': ['evaluation:read', 'document:read'],
  'group.cycle': ['evaluation:read', 'evaluation-project:read'],
  'campaigns.list': ['campaign:read'],
  'campaigns.get': ['campaign:read'],
  'campaigns.forEstablishment': ['campaign:read'],
  'campaigns.create': ['campaign:manage'],
  'campaigns.close': ['campaign:manage'],
  'campaigns.exportXlsx': ['report:read', 'campaign:read'],
  'campaigns.report': ['report:read', 'campaign:read'],
  'boardReport.pdf': ['report:read', 'evaluation:read', 'action-plan:read'],
  'boardReport.xlsx': ['report:read', 'evaluation:read', 'action-plan:read'],
  'incidents.list': ['incident:read'],
  'incidents.get': ['incident:read'],
  'incidents.create': ['incident:declare'],
  'incidents.attach': ['incident:read'],
  'incidents.downloadAttachment': ['incident:read'],
  'incidents.removeAttachment': ['incident:read'],
  'incidents.transition': ['incident:manage'],
  'incidents.saveAnalysis': ['incident:manage'],
  'incidents.createAction': ['incident:manage'],
  'incidents.recordDeclaration': ['incident:manage'],
  'incidents.recordComplaint': ['incident:manage'],
  'incidents.assign': ['incident:manage'],
  'incidents.stats': ['incident:manage'],
  'incidents.exportXlsx': ['incident:manage'],
  'incidents.exportCsv': ['incident:manage'],
  'incidents.declarationPdf': ['incident:manage'],
  'tasks.listMine': {
    inOperation: 'for oneself only; each part of the list needs the permission of the screen it leads to',
  },
  'imports.template': ['legal-entity:manage', 'establishment:manage', 'member:manage', 'user:manage'],
  'imports.check': ['legal-entity:manage', 'establishment:manage', 'member:manage', 'user:manage'],
  'imports.report': ['legal-entity:manage', 'establishment:manage', 'member:manage', 'user:manage'],
  'imports.apply': ['legal-entity:manage', 'establishment:manage', 'member:manage', 'user:manage'],
  'surveys.list': ['survey:manage'],
  'surveys.get': ['survey:manage'],
  'surveys.create': ['survey:manage'],
  'surveys.update': ['survey:manage'],
  'surveys.open': ['survey:manage'],
  'surveys.close': ['survey:manage'],
  'surveys.generateCodes': ['survey:manage'],
  'surveys.results': ['survey:manage'],
  'surveys.setCommentHidden': ['survey:manage'],
  'surveys.saveAsDocument': ['survey:manage'],
  'surveys.exportCsv': ['survey:manage'],
  'surveys.exportXlsx': ['survey:manage'],
  'publicSurveys.get': {
    public: 'the survey page, opened by its link without a session (attacked in surveys-public.test.ts)',
  },
  'publicSurveys.answer': {
    public: 'the survey page, opened by its link without a session (attacked in surveys-public.test.ts)',
  },
  'obligations.list': ['obligation:read'],
  'obligations.occurrences': ['obligation:read'],
  'obligations.close': ['obligation:read'],
  'obligations.calendar': ['obligation:read'],
  'obligations.create': ['obligation:manage'],
  'evaluationProjects.get': ['evaluation-project:read'],
  'evaluationProjects.version': ['evaluation-project:read'],
  'evaluationProjects.pdf': ['evaluation-project:read'],
  'evaluationProjects.docx': ['evaluation-project:read'],
  'evaluationProjects.saveDraft': ['evaluation-project:manage'],
  'evaluationProjects.validate': ['evaluation-project:manage'],
} as const satisfies Record<ProcedureKey, ProcedureRule>;

/** The permissions checked before the operation, none when the operation checks them or the call is public. */
export function permissionsBefore(key: string): readonly Permission[] {
  const rule: ProcedureRule | undefined = (PROCEDURE_PERMISSIONS as Record<string, ProcedureRule>)[key];
  return rule && Array.isArray(rule) ? rule : [];
}

/** Whether `key` is a procedure of the contract with its rule in the table. */
export function hasProcedureRule(key: string): boolean {
  return Object.hasOwn(PROCEDURE_PERMISSIONS, key);
}
