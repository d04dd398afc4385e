import { authed } from '../orpc/base.ts';
import { byId, operations } from '../orpc/operations.ts';
import { findVersion, toVersion } from './access.ts';
import { exportEvaluationProjectVersion } from './export-version.ts';
import { getEvaluationProject } from './project-view.ts';
import { saveEvaluationProjectDraft } from './save-draft.ts';
import { validateEvaluationProject } from './validate-project.ts';

// Issue 28 item 2 (ADR 044): evaluation-project:read (the establishment's members and its group) to read and
// export, evaluation-project:manage (its director, the group) to write; the establishment's scope is in every
// query, so a foreign id answers 404.
export const evaluationProjectsRouter = operations(authed.evaluationProjects, {
  get: getEvaluationProject,
  version: byId(async (db, actor, id) => toVersion(await findVersion(db, actor, id))),
  pdf: (db, actor, input, context) => exportEvaluationProjectVersion(db, context.deps.reports, actor, input.id, 'pdf'),
  docx: (db, actor, input, context) =>
    exportEvaluationProjectVersion(db, context.deps.reports, actor, input.id, 'docx'),
  saveDraft: saveEvaluationProjectDraft,
  validate: validateEvaluationProject,
});
