import { z } from 'zod';
import {
  MAILBOX_SECURITIES,
  mailboxCreateSchema,
  mailboxUpdateSchema,
  type Mailbox,
  type MailboxSecurity,
} from '@atiende/contracts/mailboxes';

/** The form's fields: text inputs as strings, the port as a number. */
const formShape = z.object({
  name: z.string(),
  host: z.string(),
  port: z.number(),
  security: z.enum(MAILBOX_SECURITIES),
  username: z.string(),
  password: z.string(),
  folder: z.string(),
  processedFolder: z.string(),
  departmentId: z.string(),
  isActive: z.boolean(),
});
export type MailboxFormValues = z.input<typeof formShape>;

/** The usual port of each kind of connection, put in when the kind changes. */
export const DEFAULT_PORTS: Record<MailboxSecurity, number> = {
  TLS: 993,
  STARTTLS: 143,
  NONE: 143,
};

/**
 * The mailbox dialog (docs/email.md#mailboxes-imap): the contract's schema and its Spanish
 * messages; an empty handled-folder or department is none, an empty password on an edit keeps
 * the stored one.
 */
export function mailboxFormSchema(isEdit: boolean) {
  return formShape.transform((form, ctx) => {
    const values = {
      ...form,
      processedFolder: form.processedFolder.trim() || null,
      departmentId: form.departmentId || null,
    };
    const result = isEdit
      ? mailboxUpdateSchema.safeParse({ ...values, password: form.password || undefined })
      : mailboxCreateSchema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}

/** A mailbox's values, or a new one's: TLS on 993, INBOX, active. */
export function mailboxFormValues(mailbox: Mailbox | null): MailboxFormValues {
  if (!mailbox) {
    return {
      name: '',
      host: '',
      port: DEFAULT_PORTS.TLS,
      security: 'TLS',
      username: '',
      password: '',
      folder: 'INBOX',
      processedFolder: '',
      departmentId: '',
      isActive: true,
    };
  }
  return {
    name: mailbox.name,
    host: mailbox.host,
    port: mailbox.port,
    security: mailbox.security,
    username: mailbox.username,
    password: '',
    folder: mailbox.folder,
    processedFolder: mailbox.processedFolder ?? '',
    departmentId: mailbox.departmentId ?? '',
    isActive: mailbox.isActive,
  };
}
