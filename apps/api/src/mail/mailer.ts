import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';

const SMTP_TIMEOUT_MS = 10_000;

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is, for operators reading the outbox (SIGN_IN_CODE, OVERDUE_ACTIONS…). */
  kind?: string;
  /** No use after this: the outbox gives it up rather than send it late (a sign-in code lives five minutes). */
  expiresAt?: Date;
};
/** `tx`: write the mail with this transaction, so it leaves only if the transaction commits (the outbox). */
export type MailSendOptions = { tx?: Pick<Database, 'insert'> };
export type Mailer = {
  send: (mail: Mail, options?: MailSendOptions) => Promise<void>;
  /** Many mails written at once (an import's invitations): one statement per 500 where the outbox supports it. */
  sendMany?: (mails: Mail[], options?: MailSendOptions) => Promise<void>;
};

/**
 * DESIGN §2: mail goes through nodemailer to SMTP_URL; without it (demo,
 * development) the mail is written to the server log, where the demo's
 * sign-in codes appear.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        options.logger.info(
          { mail: { to: mail.to, subject: mail.subject } },
          `E-mail (non envoyé, SMTP_URL absent) à ${mail.to} : ${mail.text}`,
        );
      },
    };
  }
  // A silent or slow relay must not hold a send (and its socket) forever: 10 s per step.
  // Keys beside `url` apply where SMTP_URL does not set them (nodemailer merges them).
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async ({ to, subject, text, html }) => {
      await transport.sendMail({ from: options.from, to, subject, text, ...(html ? { html } : {}) });
    },
  };
}
