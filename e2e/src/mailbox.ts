import { simpleParser } from './mail-parser.ts';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number };

/** A local SMTP server that keeps every mail it receives (DESIGN §2: tests read real mails). */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  // Addresses whose next mail the relay turns away (a relay in trouble, issue 15 item 5).
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const key = address.address.toLowerCase();
      const left = refusals.get(key) ?? 0;
      if (left > 0) {
        refusals.set(key, left - 1);
        const error = new Error('Service temporairement indisponible') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = simpleParser(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          subject: parsed.subject,
          text: parsed.body,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** The last mail that `matches`, waited for up to `timeoutMs` (mails arrive through the API's outbox). */
  async function waitForMail(matches: (mail: ReceivedMail) => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = mails.filter(matches).at(-1);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${what} en ${timeoutMs} ms`);
  }

  /** Waits for the next sign-in code sent to `email` after `since` (ms epoch). */
  async function waitForCode(email: string, since: number, timeoutMs = 15_000): Promise<string> {
    // Sign-in mails only: a reminder or digest arriving meanwhile (the hourly jobs start 30 s in) is not the code.
    const mail = await waitForMail(
      (item) =>
        item.to.includes(email.toLowerCase()) &&
        item.receivedAt >= since &&
        /code de connexion/i.test(item.subject) &&
        /\d{6}/.test(item.subject),
      timeoutMs,
      `Aucun code reçu pour ${email}`,
    );
    return mail.subject.match(/(\d{6})/)![1]!;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    waitForCode,
    /** The relay turns away the next `count` mails to `email` (451), then accepts again. */
    refuseNext: (email: string, count = 1) => refusals.set(email.toLowerCase(), count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
