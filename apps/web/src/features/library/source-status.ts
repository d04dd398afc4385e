type CopyFields = { sourceFormId: string | null; sourceVersion: number | null; sourceLatestVersion: number | null };

/**
 * Where a form stands against the shared form it was copied from: not a copy,
 * a copy of the source's current version, or a copy the source has moved past.
 */
export function getSourceStatus(form: CopyFields): 'not-a-copy' | 'up-to-date' | 'source-newer' {
  if (!form.sourceFormId || form.sourceVersion === null) return 'not-a-copy';
  return form.sourceLatestVersion !== null && form.sourceLatestVersion > form.sourceVersion
    ? 'source-newer'
    : 'up-to-date';
}
