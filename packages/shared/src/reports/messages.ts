/** The French messages of the report renderer's refusals (503), shared by the contract and the pool. */
export const REPORT_MESSAGES = {
  queueFull: 'Trop de rapports sont en cours de génération. Réessayez dans quelques instants.',
  timedOut: 'La génération du rapport a pris trop de temps. Réessayez dans quelques instants ou contactez le support.',
} as const;

/** Rendering runs in a bounded worker pool: a full queue or a render past its time answers 503. */
export const RENDER_ERRORS = { SERVICE_UNAVAILABLE: { status: 503, message: REPORT_MESSAGES.queueFull } } as const;

/** Review of ADR 043, item d: the HAS preparation pack needs at least one completed HAS questionnaire. */
export const HAS_PREPARATION_MESSAGES = {
  nothingCompleted:
    'Aucun questionnaire HAS n’est terminé pour cet établissement : le dossier de préparation ne peut pas être produit.',
} as const;
