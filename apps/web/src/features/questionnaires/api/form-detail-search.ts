import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

export const FORM_TABS = ['questions', 'preview', 'settings', 'templates', 'versions'] as const;
export type FormTab = (typeof FORM_TABS)[number];

/** /forms/{id} search parameters: the open tab, and an older version to read. */
export const FormDetailSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(FORM_TABS)), undefined),
  version: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type FormDetailSearch = v.InferOutput<typeof FormDetailSearchSchema>;
