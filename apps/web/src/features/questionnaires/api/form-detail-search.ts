import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

export const FORM_TABS = ['questions', 'preview', 'settings', 'templates', 'versions'] as const;
export type FormTab = (typeof FORM_TABS)[number];

/** /forms/{id} search parameters: the open tab, and an older version to read. */
export const FormDetailSearchSchema = v.object({
  tab: v.optional(v.picklist(FORM_TABS)),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FormDetailSearch = v.InferOutput<typeof FormDetailSearchSchema>;
