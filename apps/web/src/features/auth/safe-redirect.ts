/** Only same-origin paths: a crafted `redirect` must not send the user to another site. */
export function getSafeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}
