export const OWNERSHIP_LABELS = { shared: 'Bibliothèque partagée', own: 'Propres au client' } as const;
