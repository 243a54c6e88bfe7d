import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../jobs/job-runner';
import type { MailRow } from '../../db/schema/index';
import {
  claimDueMails,
  findMailAttachments,
  insertMail,
  markMail,
  type NewMail,
} from './mail-outbox.repository';

/** docs/conventions.md#reliability: 30 s, 2 min, 10 min, then hourly; failed after 5 days. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000];
const HOURLY_MS = 3_600_000;
const GIVE_UP_AFTER_MS = 5 * 24 * 3_600_000;

export function nextRetryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[attempts - 1] ?? HOURLY_MS;
}

export type Mailer = {
  /** Writes a message (and its files) to the outbox inside the caller's transaction; its id. */
  enqueue(executor: Executor, mail: NewMail): Promise<string>;
  /** Sends what is due now; called after a commit and by the job runner's schedule. */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

function createTransport(config: Config): Transporter | undefined {
  return config.smtp.host
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        ignoreTLS: config.smtp.ignoreTls,
        auth: config.smtp.user
          ? { user: config.smtp.user, pass: config.smtp.password ?? '' }
          : undefined,
        // Outside services fail fast, well inside the client's 35 s
        // (docs/conventions.md#reliability).
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
}

export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  jobs: JobRunner,
): Mailer {
  const transport = createTransport(config);
  let running: Promise<void> | undefined;

  async function deliver(mail: MailRow): Promise<void> {
    if (!transport) {
      // No SMTP configured: nothing is lost; the message stays in the outbox and in the log.
      log.warn(
        { mailId: mail.id, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
        'SMTP not configured: e-mail written to the log and kept in mail_outbox',
      );
      await markMail(db, mail.id, { status: 'LOGGED' });
      return;
    }
    try {
      const attachments = await findMailAttachments(db, mail.id);
      await transport.sendMail({
        from: config.smtp.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        headers: mail.headers ?? undefined,
        attachments: attachments.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      await markMail(db, mail.id, { status: 'SENT', sentAt: new Date(), lastError: null });
    } catch (error) {
      const expired = Date.now() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS;
      log.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'e-mail delivery failed');
      await markMail(db, mail.id, {
        status: expired ? 'FAILED' : 'PENDING',
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        nextAttemptAt: new Date(Date.now() + nextRetryDelay(mail.attempts)),
      });
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(db, 20);
      if (batch.length === 0) return;
      await Promise.all(batch.map(deliver));
    }
  }

  function flush(): Promise<void> {
    // One drain at a time per process; a later call joins the running one, then runs again.
    const next = (running ?? Promise.resolve())
      .then(drain)
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox drain failed'));
    running = next;
    return next;
  }

  // Retries and messages whose instance went away before sending: every minute, on one instance
  // of the cluster (docs/jobs.md#schedules). Claims are SKIP LOCKED, so an instance's own flush
  // after a commit never sends a message twice either.
  jobs.every('mail.outbox', '* * * * *', flush);

  return {
    // docs/email.md#threading: ticket mail's Message-IDs on the From address's domain.
    enqueue: (executor, mail) =>
      insertMail(executor, mail, /@([^>\s]+)/.exec(config.smtp.from)?.[1] ?? 'atiende.local'),
    flush,
    async stop() {
      await running;
      transport?.close();
    },
  };
}
