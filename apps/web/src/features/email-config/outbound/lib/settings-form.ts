import { z } from 'zod';
import {
  emailConfigMessages,
  type EmailConfig,
  type EmailConfigInput,
  type SmtpField,
} from '@atiende/contracts/email';

/**
 * The «Envío» settings form (docs/email.md#settings): the port typed as text, the password
 * write-only (blank keeps the stored one), and the fields the environment sets locked and sent
 * as shown (the server keeps their stored values). The contract (`emailConfigInputSchema`) stays
 * the server's check; this one words the page's messages.
 */
const v = emailConfigMessages.validation;

export type EmailSettingsFormValues = {
  host: string;
  port: string;
  secure: boolean;
  ignoreTls: boolean;
  user: string;
  /** A new password; blank keeps the stored one. */
  password: string;
  removePassword: boolean;
  fromAddress: string;
  fromName: string;
};

const HOST = /^[A-Za-z0-9.:[\]_-]+$/;

export function toFormValues(config: EmailConfig): EmailSettingsFormValues {
  return {
    host: config.host ?? '',
    port: String(config.port),
    secure: config.secure,
    ignoreTls: config.ignoreTls,
    user: config.user ?? '',
    password: '',
    removePassword: false,
    fromAddress: config.fromAddress ?? '',
    fromName: config.fromName ?? '',
  };
}

/** The form's check: what the server would refuse, in the page's words, on the right field. */
export function settingsFormSchema(config: EmailConfig) {
  const locked = new Set<SmtpField>(config.environmentFields);
  return z
    .object({
      host: z.string(),
      port: z.string(),
      secure: z.boolean(),
      ignoreTls: z.boolean(),
      user: z.string(),
      password: z.string(),
      removePassword: z.boolean(),
      fromAddress: z.string(),
      fromName: z.string(),
    })
    .superRefine((values, ctx) => {
      const host = values.host.trim();
      if (!locked.has('host') && host !== '' && !HOST.test(host)) {
        ctx.addIssue({ code: 'custom', path: ['host'], message: v.hostInvalid });
      }
      const port = Number(values.port.trim());
      if (!locked.has('port') && (!/^\d+$/.test(values.port.trim()) || port < 1 || port > 65535)) {
        ctx.addIssue({ code: 'custom', path: ['port'], message: v.portInvalid });
      }
      const from = values.fromAddress.trim();
      if (!locked.has('fromAddress') && from !== '' && !z.email().safeParse(from).success) {
        ctx.addIssue({ code: 'custom', path: ['fromAddress'], message: v.fromAddressInvalid });
      }
      // A stored password is never sent to another server: a new host needs it again.
      const hostChanged = !locked.has('host') && host !== (config.host ?? '') && host !== '';
      if (
        hostChanged &&
        config.passwordSet &&
        !locked.has('password') &&
        !values.removePassword &&
        values.password === ''
      ) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: v.passwordRetype });
      }
    });
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toConfigInput(
  values: EmailSettingsFormValues,
  config: EmailConfig,
): EmailConfigInput {
  const locked = new Set<SmtpField>(config.environmentFields);
  const pick = <T>(field: SmtpField, typed: T, shown: T): T => (locked.has(field) ? shown : typed);
  return {
    host: pick('host', blankToNull(values.host), config.host),
    port: pick('port', Number(values.port.trim()), config.port),
    secure: pick('secure', values.secure, config.secure),
    ignoreTls: pick('ignoreTls', values.ignoreTls, config.ignoreTls),
    user: pick('user', blankToNull(values.user), config.user),
    ...(locked.has('password')
      ? {}
      : values.removePassword
        ? { password: null }
        : values.password !== ''
          ? { password: values.password }
          : {}),
    fromAddress: pick('fromAddress', blankToNull(values.fromAddress), config.fromAddress),
    fromName: pick('fromName', blankToNull(values.fromName), config.fromName),
  };
}
