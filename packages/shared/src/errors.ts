/** French messages of the errors every procedure may answer (SPEC §8). */
export const ERROR_MESSAGES = {
  UNAUTHORIZED: 'Vous devez être connecté pour accéder à cette page',
  FORBIDDEN: "Vous n'avez pas les permissions nécessaires pour accéder à cette page",
  NOT_FOUND: 'Ressource introuvable',
  BAD_REQUEST: 'Données invalides',
  CONFLICT: 'Cette ressource a été modifiée entre-temps',
  INTERNAL_SERVER_ERROR: 'Une erreur inattendue est survenue',
  TOO_MANY_REQUESTS: 'Trop de tentatives, veuillez réessayer plus tard',
} as const;

/** The validation error data the API answers with a 400 (and the web shows under each field). */
export type ValidationIssue = { path: string; message: string };
export type ValidationErrorData = { issues: ValidationIssue[]; fieldErrors: Record<string, string> };
