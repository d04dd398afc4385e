import { SMTPServer } from 'smtp-server';

/** raw: the message as received; text: its body decoded (quoted-printable soft breaks and bytes undone). */
export type ReceivedMail = { to: string[]; raw: string; text: string };

/** The body of a single-part mail as its reader sees it: assertions need not know where the encoder broke lines. */
function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split >= 0 ? raw.slice(0, split) : '';
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : raw;
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeBody(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to `email` received after `since` mails. */
    /** `match` picks one kind of mail: a new account's invitation may arrive before its first sign-in code. */
    async waitForMail(
      email: string,
      since = 0,
      timeoutMs = 5000,
      match: (mail: ReceivedMail) => boolean = () => true,
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((mail) => mail.to.includes(email.toLowerCase()) && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`Aucun e-mail reçu pour ${email}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpServer>>;

/** The 6-digit sign-in code of a received mail. */
const CODE = /Votre code de connexion : (\d{6})/;

/** A sign-in code's mail, not another one (an invitation) sent to the same address. */
export const isCodeMail = (mail: ReceivedMail) => CODE.test(mail.raw);

export function extractCode(mail: ReceivedMail): string {
  const match = CODE.exec(mail.raw);
  if (!match?.[1]) throw new Error('Code introuvable dans le mail');
  return match[1];
}
