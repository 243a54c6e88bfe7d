import {
  emailConfigMessages,
  emailRecipientSchema,
  type EmailConfig,
  type EmailConfigInput,
  type EmailSendTestInput,
  type EmailTestResponse,
  type SmtpField,
} from '@atiende/contracts/email';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { emailSettings, type EmailSettingsRow } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { createSmtpTransport } from '../../../platform/mail/mailer';
import {
  effectiveSmtpSettings,
  fromHeader,
  readEmailSettingsRow,
  type SmtpSettings,
} from '../../../platform/mail/mail-settings';
import { checkOutboundHost, type OutboundPolicy } from '../../../platform/outbound';
import type { SecretBox } from '../../../platform/secret-box';
import { recordAudit, type AuditContext } from '../../audit/index';

/**
 * The outbound settings of /admin/email-config (docs/email.md#settings): stored in one row, the
 * password encrypted and never answered, the environment's SMTP_* winning field by field; the
 * connection test and the test message (docs/email.md#outbound).
 */

const m = emailConfigMessages;

export type EmailSettingsDeps = {
  db: Db;
  smtp: Config['smtp'];
  secretBox: SecretBox;
  policy: OutboundPolicy;
  /** Names of users, for "Última modificación … por …" and the test message. */
  userNames: (ids: string[]) => Promise<Array<{ id: string; name: string; email: string }>>;
  /** Told after every save: the mailers of every instance forget their settings. */
  onSaved: () => void;
  /** Time-outs of the test (shorter in tests). */
  timeouts?: { connectionMs: number; socketMs: number };
};

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

async function toEmailConfig(
  deps: EmailSettingsDeps,
  row: EmailSettingsRow | null,
): Promise<EmailConfig> {
  const settings = effectiveSmtpSettings(deps.smtp, row, deps.secretBox);
  const env = new Set(settings.environmentFields);
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ignoreTls: settings.ignoreTls,
    user: settings.user,
    passwordSet: env.has('password')
      ? Boolean(deps.smtp.password)
      : Boolean(row?.passwordEncrypted),
    fromAddress: env.has('fromAddress') || row?.fromAddress ? settings.fromAddress : null,
    fromName: env.has('fromName') || row?.fromAddress ? settings.fromName : null,
    environmentFields: [...settings.environmentFields],
    configured: settings.host !== null,
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedById
      ? ((await deps.userNames([row.updatedById]))[0]?.name ?? null)
      : null,
  };
}

export async function getEmailConfig(deps: EmailSettingsDeps): Promise<EmailConfig> {
  return toEmailConfig(deps, await readEmailSettingsRow(deps.db));
}

/** What an audit entry may show of the stored row: never the password, only whether it is set. */
function auditView(row: EmailSettingsRow | null) {
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    ignoreTls: row.ignoreTls,
    user: row.username,
    passwordSet: row.passwordEncrypted !== null,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
  };
}

/**
 * PUT /api/email/config. A field set by the environment may be sent (the page sends what it
 * shows) but is stored as given and keeps losing to the environment. A new host needs the password
 * typed again: a stored password is never sent to another server (docs/conventions.md#security).
 */
export async function saveEmailConfig(
  deps: EmailSettingsDeps,
  context: AuditContext & { actorId: string },
  input: EmailConfigInput,
): Promise<EmailConfig> {
  const env = new Set<SmtpField>(deps.smtp.environmentFields);
  const host = input.host?.toLowerCase() ?? null;
  if (host !== null && !env.has('host')) {
    const check = await checkOutboundHost(host, deps.policy);
    if (!check.ok) {
      throw fieldError('host', check.reason === 'dns' ? m.test.dns : m.test.blocked);
    }
  }
  const row = await deps.db.transaction(async (tx) => {
    const current = await readEmailSettingsRow(tx);
    const hostChanged = !env.has('host') && (current?.host ?? null) !== host;
    let passwordEncrypted: string | null;
    if (input.password === null) passwordEncrypted = null;
    else if (input.password !== undefined)
      passwordEncrypted = deps.secretBox.encrypt(input.password);
    else if (hostChanged && current?.passwordEncrypted) {
      if (host !== null) throw fieldError('password', m.validation.passwordRetype);
      passwordEncrypted = null;
    } else passwordEncrypted = current?.passwordEncrypted ?? null;
    // A field the environment sets keeps its stored value: what the page shows there is the
    // environment's, and it must not become the stored one for the day the variable goes.
    const keep = <T>(field: SmtpField, given: T, stored: T | undefined, fallback: T): T =>
      env.has(field) ? (stored ?? fallback) : given;
    const values = {
      host: keep('host', host, current?.host, null),
      port: keep('port', input.port, current?.port, 587),
      secure: keep('secure', input.secure, current?.secure, false),
      ignoreTls: keep('ignoreTls', input.ignoreTls, current?.ignoreTls, false),
      username: keep('user', input.user || null, current?.username, null),
      passwordEncrypted: keep('password', passwordEncrypted, current?.passwordEncrypted, null),
      fromAddress: keep(
        'fromAddress',
        input.fromAddress?.toLowerCase() ?? null,
        current?.fromAddress,
        null,
      ),
      fromName: keep('fromName', input.fromName || null, current?.fromName, null),
      updatedById: context.actorId,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(emailSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values })
      .returning();
    await recordAudit(tx, {
      context,
      action: 'EMAIL_CONFIG_UPDATED',
      entityType: 'EMAIL',
      entityId: 'smtp',
      before: auditView(current),
      after: auditView(saved!),
      message: m.audit.configSaved,
    });
    return saved!;
  });
  deps.onSaved();
  return toEmailConfig(deps, row);
}

/** A nodemailer failure in the administrator's words; never its stack or the server's text. */
export function smtpErrorMessage(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  const text = error instanceof Error ? error.message : '';
  const responseCode = (error as { responseCode?: number }).responseCode;
  if (code === 'ERR_OUTBOUND_BLOCKED') return m.test.blocked;
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534) return m.test.auth;
  if (code === 'ETIMEDOUT' || /timeout/i.test(text)) return m.test.timeout;
  if (
    /ECONNREFUSED/.test(text) ||
    (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
  )
    return m.test.refused;
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text)) return m.test.dns;
  if (code === 'ETLS' || /TLS|SSL|wrong version number/i.test(text)) return m.test.tls;
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return m.test.rejected;
  if (code === 'ECONNECTION' || code === 'ESOCKET') return m.test.refused;
  return m.test.other;
}

type Outgoing = { settings: SmtpSettings; transport: Transporter };

/** The settings in effect and a transport for them, after the outbound address check. */
async function outgoing(deps: EmailSettingsDeps): Promise<Outgoing | EmailTestResponse> {
  const settings = effectiveSmtpSettings(
    deps.smtp,
    await readEmailSettingsRow(deps.db),
    deps.secretBox,
  );
  if (!settings.host) return { ok: false, message: m.test.notConfigured, latencyMs: null };
  if (settings.hostFromDatabase) {
    const check = await checkOutboundHost(settings.host, deps.policy);
    if (!check.ok) {
      return {
        ok: false,
        message: check.reason === 'dns' ? m.test.dns : m.test.blocked,
        latencyMs: null,
      };
    }
  }
  const transport = createSmtpTransport(settings, deps.timeouts)!;
  return { settings, transport };
}

/** POST /api/email/test-connection: connect, greet, STARTTLS/TLS and log in with the settings. */
export async function testEmailConnection(deps: EmailSettingsDeps): Promise<EmailTestResponse> {
  const ready = await outgoing(deps);
  if (!('transport' in ready)) return ready;
  const started = performance.now();
  try {
    await ready.transport.verify();
    const ms = Math.round(performance.now() - started);
    return { ok: true, message: m.test.ok(ready.settings.host!, ms), latencyMs: ms };
  } catch (error) {
    return {
      ok: false,
      message: smtpErrorMessage(error),
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    ready.transport.close();
  }
}

/** The one address of a send-test request; a list of more is refused (422). */
export function singleRecipient(input: EmailSendTestInput): string {
  const list = (Array.isArray(input.to) ? input.to : [input.to])
    .flatMap((item) => item.split(/[,;\s]+/))
    .filter((item) => item.length > 0);
  if (list.length > 1) throw new AppError('TOO_MANY_RECIPIENTS');
  const parsed = emailRecipientSchema.safeParse(list[0] ?? '');
  if (!parsed.success) throw fieldError('to', m.validation.recipientInvalid);
  return parsed.data.toLowerCase();
}

/**
 * POST /api/email/send-test: one message to one address, sent now (not through the outbox: the
 * administrator waits for the answer), audited whether it went or not.
 */
export async function sendTestEmail(
  deps: EmailSettingsDeps,
  context: AuditContext & { actorId: string; actorName: string },
  input: EmailSendTestInput,
): Promise<EmailTestResponse> {
  const to = singleRecipient(input);
  const ready = await outgoing(deps);
  if (!('transport' in ready)) return ready;
  const started = performance.now();
  let answer: EmailTestResponse;
  try {
    await ready.transport.sendMail({
      from: fromHeader(ready.settings),
      to,
      subject: m.test.subject,
      text: m.test.body(context.actorName),
    });
    answer = {
      ok: true,
      message: m.test.sent(to),
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    answer = {
      ok: false,
      message: smtpErrorMessage(error),
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    ready.transport.close();
  }
  await recordAudit(deps.db, {
    context,
    action: 'EMAIL_TEST_SENT',
    entityType: 'EMAIL',
    entityId: 'smtp',
    details: { to, ok: answer.ok, result: answer.message },
    severity: answer.ok ? 'INFO' : 'WARNING',
    message: m.audit.testSent(to),
  });
  return answer;
}
