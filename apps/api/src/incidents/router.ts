import { authed } from '../orpc/base.ts';
import { byId, operations } from '../orpc/operations.ts';
import { assignIncident } from './assign-incident.ts';
import { attachToIncident, downloadIncidentAttachment, removeIncidentAttachment } from './attachments.ts';
import { createIncident } from './create-incident.ts';
import { createIncidentAction } from './create-incident-action.ts';
import { exportIncidentsCsv, exportIncidentsXlsx } from './export-incidents.ts';
import { getIncident } from './get-incident.ts';
import { getIncidentStats } from './get-incident-stats.ts';
import { listIncidents } from './list-incidents.ts';
import { recordComplaint } from './record-complaint.ts';
import { recordDeclaration } from './record-declaration.ts';
import { renderDeclarationPdf } from './render-declaration-pdf.ts';
import { saveAnalysis } from './save-analysis.ts';
import { transitionIncident } from './transition-incident.ts';

// incident:* before any scope (an ADMIN has none: 403); which rows each caller reads is in every query (access.ts).
export const incidentsRouter = operations(authed.incidents, {
  list: listIncidents,
  get: byId(getIncident),
  create: createIncident,
  // Attachments follow the event's visibility and who may add or remove them (attachments.ts), checked there.
  attach: (db, actor, input, context) => attachToIncident(db, context.deps.storage, actor, input),
  downloadAttachment: (db, actor, input, context) => downloadIncidentAttachment(db, context.deps.storage, actor, input),
  removeAttachment: (db, actor, input, context) => removeIncidentAttachment(db, context.deps.storage, actor, input),
  transition: transitionIncident,
  saveAnalysis,
  createAction: createIncidentAction,
  recordDeclaration,
  recordComplaint,
  assign: assignIncident,
  stats: getIncidentStats,
  exportXlsx: exportIncidentsXlsx,
  exportCsv: exportIncidentsCsv,
  declarationPdf: (db, actor, input, context) => renderDeclarationPdf(db, context.deps.reports, actor, input.id),
});
