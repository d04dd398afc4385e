import {
  CALENDAR_YEARS,
  type EvaluationProjectContent,
  type EvaluationProjectDraftInput,
  type EvaluationProjectView,
} from '@qc/shared/evaluation-projects/schemas';

export type ProjectFormState = {
  criteria: Array<{ kind: 'PART' | 'QUESTION'; ref: string; label: string; reference: string | null; reasons: string }>;
  indicators: Array<{ label: string; target: string }>;
  startYear: number;
  calendar: string[];
  teamParticipation: string;
  familyParticipation: string;
  pilotMemberId: string;
};

/** The form starts from the draft, else from the last validated version (editing it opens the next draft). */
export function initialState(view: EvaluationProjectView, thisYear: number): ProjectFormState {
  const source = view.draft ?? view.current;
  if (!source)
    return {
      criteria: [],
      indicators: [{ label: '', target: '' }],
      startYear: thisYear,
      calendar: Array.from({ length: CALENDAR_YEARS }, () => ''),
      teamParticipation: '',
      familyParticipation: '',
      pilotMemberId: '',
    };
  return {
    criteria: source.criteria.map((criterion) => ({ ...criterion })),
    indicators:
      source.indicators.length > 0 ? source.indicators.map((row) => ({ ...row })) : [{ label: '', target: '' }],
    startYear: source.startYear,
    calendar: source.calendar.map((year) => year.plan),
    teamParticipation: source.teamParticipation,
    familyParticipation: source.familyParticipation,
    pilotMemberId: source.pilotMemberId ?? '',
  };
}

export function toDraftInput(
  establishmentId: string,
  revision: number,
  state: ProjectFormState,
): EvaluationProjectDraftInput {
  return {
    establishmentId,
    expectedRevision: revision,
    criteria: state.criteria.map(({ kind, ref, reasons }) => ({ kind, ref, reasons })),
    indicators: state.indicators.filter((row) => row.label.trim() || row.target.trim()),
    startYear: state.startYear,
    calendar: state.calendar,
    teamParticipation: state.teamParticipation,
    familyParticipation: state.familyParticipation,
    pilotMemberId: state.pilotMemberId || null,
  };
}

/** The state as a version's content, for the shared completeness rule. */
export function toContent(state: ProjectFormState): EvaluationProjectContent {
  return {
    criteria: state.criteria,
    indicators: state.indicators.filter((row) => row.label.trim() || row.target.trim()),
    startYear: state.startYear,
    calendar: state.calendar.map((plan, index) => ({ year: state.startYear + index, plan })),
    teamParticipation: state.teamParticipation,
    familyParticipation: state.familyParticipation,
  };
}
