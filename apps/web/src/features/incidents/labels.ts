import {
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_DEFINITIONS,
  INCIDENT_SEVERITY_LABELS,
} from '@qc/shared/incidents/enums';

/** The severity choices with what each level means (the stated scale), for selects and radios. */
export const SEVERITY_OPTIONS = INCIDENT_SEVERITIES.map((value) => ({
  value: String(value),
  label: INCIDENT_SEVERITY_LABELS[value],
  definition: INCIDENT_SEVERITY_DEFINITIONS[value],
}));
