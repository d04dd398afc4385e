import type { EstablishmentInfo } from './parts.tsx';

/** What the authorities' report prints, read by authorities-data.ts and drawn by authorities-report.tsx and its sections. */
export type AuthoritiesReportData = {
  establishment: EstablishmentInfo;
  /** The surveys' threshold (SURVEY_RESULTS_THRESHOLD), said in the report. */
  threshold: number;
  /** The latest completed QUALITY self-evaluation of each questionnaire, by question group. */
  evaluations: Array<{
    formName: string;
    completedAt: string | null;
    score: number | null;
    conformityRate: number | null;
    groups: Array<{
      formName: string;
      name: string;
      score: number | null;
      conforming: number;
      nonConforming: number;
      answered: number;
    }>;
  }>;
  strengths: Array<{ formName: string; label: string; group: string; isCritical: boolean }>;
  weakGroups: AuthoritiesReportData['evaluations'][number]['groups'];
  gaps: Array<{
    formName: string;
    label: string;
    reference: string | null;
    answer: string;
    isCritical: boolean;
    score: number;
    plannedActions: string[];
  }>;
  gapCount: number;
  surveys: Array<{
    title: string;
    audience: string;
    state: string;
    openedAt: string | null;
    responseCount: number;
    shown: boolean;
    /** The French sentence saying why nothing is shown below the threshold. */
    message: string | null;
    questions: Array<{ label: string; answered: number; options: Array<{ label: string; count: number }> }>;
    comments: Array<{ label: string; bodies: string[] }>;
  }>;
  plan: Array<{
    title: string;
    formName: string | null;
    responsibleName: string | null;
    dueDate: string | null;
    status: string;
    isOverdue: boolean;
    progress: number;
  }>;
  /** The latest validated version of the projet d'évaluation; null when none is validated. */
  calendar: { number: number; validatedAt: string | null; years: Array<{ year: number; plan: string }> } | null;
  generatedAt: Date;
};
