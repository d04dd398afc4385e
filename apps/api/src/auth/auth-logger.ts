import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from '../logger.ts';

/*
 * better-auth writes its own log lines (a failed OAuth callback, a database error in its adapter, a rate limit) with
 * console.log/warn/error, coloured, outside the product's JSON logs. Its `logger` option (BetterAuthOptions.logger,
 * `{ disabled, disableColors, level, log(level, message, ...args) }`, @better-auth/core's env/logger.d.mts of the
 * installed 1.7) takes a function instead: each line goes to pino, at its level, under `module: "better-auth"`.
 * What it logs may quote a request or a provider's answer: tokens, codes, secrets and cookies are masked first.
 */

type AuthLevel = 'debug' | 'info' | 'warn' | 'error';

const MASK = '[masqué]';
/** Keys whose value is a secret, whatever the object they are in. */
const SECRET_KEY = /token|secret|password|otp|cookie|authorization|verifier|credential|^code$|^state$|apikey|api_key/i;
/** `key=value` or `"key":"value"` in a message (a URL's query, a JSON body quoted in an error). */
const SECRET_IN_TEXT =
  /\b((?:access_|refresh_|id_)?token|client_secret|code_verifier|code|state|otp|password|secret)(=|"\s*:\s*")([^&\s"',;]+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/g;

export function maskText(text: string): string {
  return text
    .replace(SECRET_IN_TEXT, (_match, key: string, sep: string) => `${key}${sep}${MASK}`)
    .replace(BEARER, `$1 ${MASK}`);
}

/** A copy of `value` with secrets masked (keys and text), bounded in depth; errors kept as name, message, stack. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[…]';
  if (value instanceof Error) {
    return {
      type: value.name,
      message: maskText(value.message),
      ...(value.stack ? { stack: maskText(value.stack) } : {}),
      ...('cause' in value && value.cause !== undefined ? { cause: maskValue(value.cause, depth + 1) } : {}),
    };
  }
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => maskValue(item, depth + 1));
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    masked[key] = SECRET_KEY.test(key) ? MASK : maskValue(item, depth + 1);
  }
  return masked;
}

/** better-auth's threshold from pino's: what pino would drop is not even formatted. */
function authLevelOf(logger: Logger): AuthLevel | null {
  switch (logger.level) {
    case 'trace':
    case 'debug':
      return 'debug';
    case 'info':
      return 'info';
    case 'warn':
      return 'warn';
    case 'silent':
      return null;
    default:
      return 'error';
  }
}

export function betterAuthLogger(logger: Logger): NonNullable<BetterAuthOptions['logger']> {
  const level = authLevelOf(logger);
  if (!level) return { disabled: true };
  const child = logger.child({ module: 'better-auth' });
  return {
    level,
    disableColors: true,
    log: (lineLevel, message, ...args) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      child[lineLevel](
        {
          ...(error ? { err: maskValue(error) } : {}),
          ...(rest.length > 0 ? { details: maskValue(rest) } : {}),
        },
        maskText(String(message)),
      );
    },
  };
}
