/** The product's name, last in every tab title (index.html carries it alone). */
export const APP_NAME = 'Qualité & Conformité';

/** Issue 19: each page names itself first in the tab, « Utilisateurs — Qualité & Conformité ». */
export function pageTitle(page: string) {
  return `${page} — ${APP_NAME}`;
}
