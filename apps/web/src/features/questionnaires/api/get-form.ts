import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rpc } from '@/lib/api-client.ts';

/** A form with the questions of one version (the current one unless `version` is given). */
export function getFormQueryOptions(id: string, version?: number) {
  return rpc.forms.get.queryOptions({ input: version === undefined ? { id } : { id, version } });
}

export function useForm(id: string, version?: number) {
  return useQuery(getFormQueryOptions(id, version));
}

export const FORM_TABS = ['questions', 'preview', 'settings', 'templates', 'versions'] as const;
export type FormTab = (typeof FORM_TABS)[number];

/** /forms/{id} search parameters: the open tab, and an older version to read. */
export const FormDetailSearchSchema = v.object({
  tab: v.optional(v.picklist(FORM_TABS)),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FormDetailSearch = v.InferOutput<typeof FormDetailSearchSchema>;
