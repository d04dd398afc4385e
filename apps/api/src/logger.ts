import pino from 'pino';

/** Structured JSON logs (DESIGN §2 "Observability"). LOG_LEVEL=silent in tests. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'qualite-conformite-api' },
  redact: ['req.headers.cookie', 'req.headers.authorization'],
});
export type Logger = pino.Logger;
