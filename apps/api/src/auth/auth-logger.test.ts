import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth.ts';
import { betterAuthLogger, maskText } from './auth-logger.ts';

function capture(level: pino.LevelWithSilent) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe("better-auth's log lines", () => {
  it('go to pino as JSON at their level, tokens, codes and secrets masked', () => {
    const { logger, lines } = capture('info');
    const options = betterAuthLogger(logger);
    expect(options).toMatchObject({ level: 'info', disableColors: true });
    options.log!(
      'error',
      'OAuth callback failed: https://idp.test/cb?code=AbC123&state=st4te, Authorization: Bearer eyJhbGciOi.x.y',
      { accessToken: 'tok-secret', nested: { client_secret: 'shh', email: 'lea@creche.fr' } },
      new Error('invalid "client_secret":"shh2" given'),
    );
    options.log!('warn', 'rate limit reached for /sign-in/email-otp');
    expect(lines).toHaveLength(2);
    const [error, warning] = lines;
    expect(error).toMatchObject({ level: 50, module: 'better-auth' });
    expect(error!.msg).toBe(
      'OAuth callback failed: https://idp.test/cb?code=[masqué]&state=[masqué], Authorization: Bearer [masqué]',
    );
    expect(error!.details).toEqual([
      { accessToken: '[masqué]', nested: { client_secret: '[masqué]', email: 'lea@creche.fr' } },
    ]);
    expect((error!.err as { message: string }).message).toBe('invalid "client_secret":"[masqué]" given');
    const text = JSON.stringify(lines);
    for (const secret of ['AbC123', 'st4te', 'eyJhbGciOi', 'tok-secret', '"shh"', 'shh2'])
      expect(text).not.toContain(secret);
    expect(warning).toMatchObject({
      level: 40,
      module: 'better-auth',
      msg: 'rate limit reached for /sign-in/email-otp',
    });
  });

  it("follow pino's level: below it nothing is written, silent turns them off", () => {
    const { logger, lines } = capture('warn');
    const options = betterAuthLogger(logger);
    expect(options.level).toBe('warn');
    expect(betterAuthLogger(capture('silent').logger)).toEqual({ disabled: true });
    expect(maskText('no secret here, e-mail lea@creche.fr')).toBe('no secret here, e-mail lea@creche.fr');
    expect(lines).toHaveLength(0);
  });

  it('are what the product’s auth instance logs with, not the console', async () => {
    const { logger, lines } = capture('info');
    const auth = createAuth({
      db: {} as never,
      secret: 'test-secret-that-is-long-enough-for-better-auth',
      baseUrl: 'http://127.0.0.1:3000',
      trustedOrigins: [],
      mailer: { send: async () => undefined } as never,
      logger,
    });
    const context = await auth.$context;
    context.logger.error('adapter failed with token=abc');
    expect(lines.at(-1)).toMatchObject({ level: 50, module: 'better-auth', msg: 'adapter failed with token=[masqué]' });
  });
});
