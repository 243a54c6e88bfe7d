import type { SmtpField } from '@atiende/contracts/email';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { emailSettings, type EmailSettingsRow } from '../../db/schema/index';
import type { SecretBox } from '../secret-box';

/**
 * The outbound SMTP settings in effect (docs/email.md#settings): each field from its SMTP_*
 * environment variable when that is set, else from the row stored on /admin/email-config, else
 * the defaults. Read by the mailer (cached) and by the settings' API.
 */
export type SmtpSettings = {
  host: string | null;
  port: number;
  secure: boolean;
  ignoreTls: boolean;
  user: string | null;
  /** Opened; null when none is set (or the stored one no longer opens). */
  password: string | null;
  fromAddress: string;
  fromName: string | null;
  environmentFields: readonly SmtpField[];
  /** Only from the stored row: a host set in the environment is the operator's own. */
  hostFromDatabase: boolean;
};

export async function readEmailSettingsRow(executor: Executor): Promise<EmailSettingsRow | null> {
  const [row] = await executor.select().from(emailSettings).where(eq(emailSettings.id, 1));
  return row ?? null;
}

/** `Name <address>` (or a bare address) as its two parts. */
export function splitFrom(from: string): { address: string; name: string | null } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return { address: from.trim(), name: null };
  return { address: match[2]!.trim(), name: match[1]!.trim() || null };
}

function openPassword(row: EmailSettingsRow | null, secretBox: SecretBox): string | null {
  if (!row?.passwordEncrypted) return null;
  try {
    return secretBox.decrypt(row.passwordEncrypted);
  } catch {
    // SECRETS_KEY changed without rotation: as if none were stored (docs/operations.md).
    return null;
  }
}

export function effectiveSmtpSettings(
  smtp: Config['smtp'],
  row: EmailSettingsRow | null,
  secretBox: SecretBox,
): SmtpSettings {
  const env = new Set(smtp.environmentFields);
  const fromEnv = splitFrom(smtp.from);
  const pick = <T>(field: SmtpField, envValue: T, stored: T | undefined, fallback: T): T =>
    env.has(field) ? envValue : stored !== undefined ? stored : fallback;
  return {
    host: pick('host', smtp.host ?? null, row?.host, null),
    port: pick('port', smtp.port, row?.port, smtp.port),
    secure: pick('secure', smtp.secure, row?.secure, smtp.secure),
    ignoreTls: pick('ignoreTls', smtp.ignoreTls, row?.ignoreTls, smtp.ignoreTls),
    user: pick('user', smtp.user ?? null, row?.username, null),
    password: env.has('password') ? (smtp.password ?? null) : openPassword(row, secretBox),
    fromAddress: pick(
      'fromAddress',
      fromEnv.address,
      row?.fromAddress ?? undefined,
      fromEnv.address,
    ),
    fromName: pick(
      'fromName',
      fromEnv.name,
      row?.fromAddress ? row.fromName : undefined,
      fromEnv.name,
    ),
    environmentFields: smtp.environmentFields,
    hostFromDatabase: !env.has('host') && Boolean(row?.host),
  };
}

/** The From header of the settings: `"Name" <address>` or the address. */
export function fromHeader(settings: Pick<SmtpSettings, 'fromAddress' | 'fromName'>) {
  return settings.fromName
    ? { name: settings.fromName, address: settings.fromAddress }
    : settings.fromAddress;
}
