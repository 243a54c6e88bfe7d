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
import {
  effectiveSmtpSettings,
  fromHeader,
  readEmailSettingsRow,
  type SmtpSettings,
} from './mail-settings';
import { checkOutboundHost, createOutboundPolicy, OutboundBlockedError } from '../outbound';
import { createSecretBox } from '../secret-box';
import { resolveSecret } from '../secrets';

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
  /**
   * Forgets the cached SMTP settings: the next message reads them again (docs/email.md#settings,
   * called on every instance when an administrator saves them).
   */
  forgetSettings(): void;
  stop(): Promise<void>;
};

/** How long the settings are kept before being read again, if no one says they changed. */
const SETTINGS_TTL_MS = 60_000;

/** A nodemailer transport for the settings, or undefined without a host. */
export function createSmtpTransport(
  settings: SmtpSettings,
  timeouts = { connectionMs: 10_000, socketMs: 20_000 },
): Transporter | undefined {
  return settings.host
    ? nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ignoreTLS: settings.ignoreTls,
        auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
        // Outside services fail fast, well inside the client's 35 s
        // (docs/conventions.md#reliability).
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.connectionMs,
        socketTimeout: timeouts.socketMs,
      })
    : undefined;
}

type LoadedTransport = {
  settings: SmtpSettings;
  transport: Transporter | undefined;
  /** A host stored on /admin/email-config that the outbound policy refuses (docs/email.md). */
  blocked: boolean;
  loadedAt: number;
};

export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  jobs: JobRunner,
): Mailer {
  const secretBox = createSecretBox(
    resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
    config.previousSecrets.secretsKey,
  );
  const policy = createOutboundPolicy(config.outboundAllowHosts);
  let loaded: Promise<LoadedTransport> | undefined;
  let current: LoadedTransport | undefined;

  async function load(): Promise<LoadedTransport> {
    const settings = effectiveSmtpSettings(config.smtp, await readEmailSettingsRow(db), secretBox);
    const blocked =
      settings.hostFromDatabase &&
      settings.host !== null &&
      !(await checkOutboundHost(settings.host, policy)).ok;
    const previous = current;
    const same = previous && JSON.stringify(previous.settings) === JSON.stringify(settings);
    const transport = same ? previous.transport : createSmtpTransport(settings);
    if (!same) previous?.transport?.close();
    current = { settings, transport, blocked, loadedAt: Date.now() };
    return current;
  }

  function transportNow(): Promise<LoadedTransport> {
    if (!loaded || (current && Date.now() - current.loadedAt > SETTINGS_TTL_MS)) {
      loaded = load();
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  }

  let running: Promise<void> | undefined;

  async function deliver(mail: MailRow): Promise<void> {
    let outgoing: LoadedTransport;
    try {
      outgoing = await transportNow();
    } catch (error) {
      log.warn({ err: error, mailId: mail.id }, 'e-mail settings could not be read');
      await markMail(db, mail.id, {
        status: 'PENDING',
        lastError: 'settings unavailable',
        nextAttemptAt: new Date(Date.now() + nextRetryDelay(mail.attempts)),
      });
      return;
    }
    const { transport, settings } = outgoing;
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
      if (outgoing.blocked) throw new OutboundBlockedError(`smtp://${settings.host}`);
      const attachments = await findMailAttachments(db, mail.id);
      await transport.sendMail({
        from: fromHeader(settings),
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
    forgetSettings() {
      loaded = undefined;
    },
    async stop() {
      await running;
      current?.transport?.close();
    },
  };
}
