import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** `renew`: the document whose new version the page asks for (the expiry reminder's link, issue 17 item 4). */
export const DocumentsSearchSchema = v.object({
  renew: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});
export type DocumentsSearch = v.InferOutput<typeof DocumentsSearchSchema>;
