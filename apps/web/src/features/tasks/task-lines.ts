import type { MyTasks, Task } from '@qc/shared/tasks/schemas';
import { formatCalendarDay } from '@qc/shared/dates';

/**
 * Issue 27 item 1: how each line of « Mes tâches » reads and where it leads — the exact screen where the
 * thing is done. Pure, so that the wording and the targets are tested without rendering.
 */
export type TaskTarget =
  | { to: '/auto-evaluation/form/$id'; params: { id: string } }
  | { to: '/action-plan'; search: { mine: true; action: string } }
  | {
      to: '/admins/establishments/$establishmentsId/documents';
      params: { establishmentsId: string };
      search: { renew: string };
    }
  | { to: '/admins/establishments/$establishmentsId/agreement'; params: { establishmentsId: string } }
  | { to: '/campaigns/$id'; params: { id: string } }
  | { to: '/incidents/$id'; params: { id: string } }
  | { to: '/obligations/' };

export type TaskLine = {
  key: string;
  /** The link's text: says what will be done, so it makes sense read alone (a screen reader's list of links). */
  action: string;
  kind: string;
  /** When: « en retard depuis le … », « avant le … », « expire le … ». */
  when: string | null;
  target: TaskTarget;
};

export const TASK_KIND_LABELS: Record<Task['kind'], string> = {
  CAMPAIGN_EVALUATION: 'Campagne',
  EVALUATION_IN_PROGRESS: 'Auto-évaluation',
  ACTION: 'Action',
  DOCUMENT_EXPIRING: 'Document',
  AGREEMENT_EXPIRING: 'Agrément',
  CAMPAIGN_SITE_LATE: 'Campagne en retard',
  INCIDENT_DECLARATION: 'Déclaration',
  INCIDENT_ANALYSIS_LATE: 'Événement',
  INCIDENT_ASSIGNED: 'Événement confié',
  ASSIGNED_QUESTIONS: 'Questions confiées',
  REVIEW: 'Relecture',
  OBLIGATION_LATE: 'Obligation en retard',
};

function when(task: Task): string | null {
  if (!task.dueDate) return null;
  const day = formatCalendarDay(task.dueDate);
  if (task.kind === 'DOCUMENT_EXPIRING' || task.kind === 'AGREEMENT_EXPIRING') return `valable jusqu’au ${day}`;
  if (task.kind === 'INCIDENT_ANALYSIS_LATE') return `à analyser depuis le ${day}`;
  if (task.isOverdue) return `en retard : échéance le ${day}`;
  return `à faire avant le ${day} inclus`;
}

export function toTaskLine(task: Task, establishmentName: string): TaskLine {
  const base = { key: task.key, kind: TASK_KIND_LABELS[task.kind], when: when(task) };
  switch (task.kind) {
    case 'CAMPAIGN_EVALUATION':
      return {
        ...base,
        action: `${task.evaluationId ? 'Reprendre' : 'Commencer'} l’auto-évaluation « ${task.label} » (campagne « ${task.campaignName} », ${establishmentName})`,
        target: { to: '/auto-evaluation/form/$id', params: { id: task.formId! } },
      };
    case 'EVALUATION_IN_PROGRESS':
      return {
        ...base,
        action: `Reprendre l’auto-évaluation « ${task.label} » (${establishmentName})`,
        target: { to: '/auto-evaluation/form/$id', params: { id: task.formId! } },
      };
    case 'ACTION':
      return {
        ...base,
        action: `${task.label} (${establishmentName})`,
        target: { to: '/action-plan', search: { mine: true, action: task.actionId! } },
      };
    case 'DOCUMENT_EXPIRING':
      return {
        ...base,
        action: `Renouveler le document « ${task.label} » (${establishmentName})`,
        target: {
          to: '/admins/establishments/$establishmentsId/documents',
          params: { establishmentsId: task.establishmentId },
          search: { renew: task.documentId! },
        },
      };
    case 'AGREEMENT_EXPIRING':
      return {
        ...base,
        action: `Renouveler l’agrément${task.label ? ` n° ${task.label}` : ''} (${establishmentName})`,
        target: {
          to: '/admins/establishments/$establishmentsId/agreement',
          params: { establishmentsId: task.establishmentId },
        },
      };
    case 'ASSIGNED_QUESTIONS':
      return {
        ...base,
        action: `Répondre ${task.questions === 1 ? 'à la question qui vous est confiée' : `aux ${task.questions ?? 0} questions qui vous sont confiées`} dans « ${task.label} » (${establishmentName})${task.sentBack ? ` — ${plural(task.sentBack, 'renvoyée')} avec une note` : ''}`,
        target: { to: '/auto-evaluation/form/$id', params: { id: task.formId! } },
      };
    case 'REVIEW':
      return {
        ...base,
        action: `Relire ${plural(task.questions ?? 0, 'réponse')} prête${(task.questions ?? 0) > 1 ? 's' : ''} pour relecture dans « ${task.label} » (${establishmentName})`,
        target: { to: '/auto-evaluation/form/$id', params: { id: task.formId! } },
      };
    case 'CAMPAIGN_SITE_LATE':
      return {
        ...base,
        action: `Relancer ${establishmentName} : campagne « ${task.label} », ${plural(task.formsLeft ?? 0, 'questionnaire')} à terminer`,
        target: { to: '/campaigns/$id', params: { id: task.campaignId! } },
      };
    case 'INCIDENT_DECLARATION':
      return {
        ...base,
        action: `Déclarer aux autorités l’événement « ${task.label} » (${establishmentName})`,
        target: { to: '/incidents/$id', params: { id: task.incidentId! } },
      };
    case 'INCIDENT_ANALYSIS_LATE':
      return {
        ...base,
        action: `Analyser l’événement « ${task.label} » (${establishmentName})`,
        target: { to: '/incidents/$id', params: { id: task.incidentId! } },
      };
    case 'INCIDENT_ASSIGNED':
      return {
        ...base,
        action: `Suivre l’événement qui vous est confié « ${task.label} » (${establishmentName})`,
        target: { to: '/incidents/$id', params: { id: task.incidentId! } },
      };
    case 'OBLIGATION_LATE':
      return {
        ...base,
        action: `Réaliser et clore « ${task.label} » (${establishmentName})`,
        target: { to: '/obligations/' },
      };
  }
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count > 1 ? 's' : ''}`;
}

/** The summary above the list: each kind with its whole count (not the lines shown), the late ones said. */
export function summarize(tasks: MyTasks): string[] {
  const { counts } = tasks;
  const parts: string[] = [];
  if (counts.INCIDENT_DECLARATION > 0)
    parts.push(`${plural(counts.INCIDENT_DECLARATION, 'déclaration')} d’événement à envoyer aux autorités`);
  if (counts.INCIDENT_ANALYSIS_LATE > 0)
    parts.push(`${plural(counts.INCIDENT_ANALYSIS_LATE, 'analyse')} d’événement en retard`);
  if (counts.INCIDENT_ASSIGNED > 0)
    parts.push(
      `${plural(counts.INCIDENT_ASSIGNED, 'événement')} confié${counts.INCIDENT_ASSIGNED > 1 ? 's' : ''} à suivre`,
    );
  if (counts.CAMPAIGN_SITE_LATE > 0) parts.push(`${plural(counts.CAMPAIGN_SITE_LATE, 'site')} en retard de campagne`);
  if (counts.CAMPAIGN_EVALUATION > 0)
    parts.push(
      `${plural(counts.CAMPAIGN_EVALUATION, 'auto-évaluation')} demandée${counts.CAMPAIGN_EVALUATION > 1 ? 's' : ''}`,
    );
  if (counts.ACTION > 0)
    parts.push(
      `${plural(counts.ACTION, 'action')}${tasks.overdueActions > 0 ? ` (dont ${tasks.overdueActions} en retard)` : ''}`,
    );
  if (counts.REVIEW > 0) parts.push(`${plural(counts.REVIEW, 'relecture')} en attente`);
  if (counts.ASSIGNED_QUESTIONS > 0)
    parts.push(`des questions confiées dans ${plural(counts.ASSIGNED_QUESTIONS, 'auto-évaluation')}`);
  if (counts.OBLIGATION_LATE > 0) parts.push(`${plural(counts.OBLIGATION_LATE, 'obligation')} en retard`);
  const expiring = counts.DOCUMENT_EXPIRING + counts.AGREEMENT_EXPIRING;
  if (expiring > 0) parts.push(`${plural(expiring, 'échéance')} de document ou d’agrément`);
  if (counts.EVALUATION_IN_PROGRESS > 0)
    parts.push(`${plural(counts.EVALUATION_IN_PROGRESS, 'auto-évaluation')} en cours`);
  return parts;
}

/** The kinds whose lines were cut at the limit: how many more there are. */
export function hiddenCounts(tasks: MyTasks): Array<{ kind: Task['kind']; more: number }> {
  return (Object.keys(tasks.counts) as Array<Task['kind']>)
    .map((kind) => ({ kind, more: tasks.counts[kind] - tasks.items.filter((item) => item.kind === kind).length }))
    .filter((entry) => entry.more > 0);
}
