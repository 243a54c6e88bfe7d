import { z } from 'zod';
import { mailboxMessages } from '../messages/es/mailboxes';

/**
 * IMAP mailboxes polled for inbound e-mail (docs/email.md#mailboxes-imap): administrators only;
 * the password is written, never read back (`passwordSet` says whether one is stored).
 */

const v = mailboxMessages.validation;

export const MAILBOX_SECURITIES = ['TLS', 'STARTTLS', 'NONE'] as const;
export type MailboxSecurity = (typeof MAILBOX_SECURITIES)[number];
export const MAILBOX_POLL_STATUSES = ['OK', 'ERROR'] as const;
export type MailboxPollStatus = (typeof MAILBOX_POLL_STATUSES)[number];

/** A connection test or a poll is cut off after this (docs/email.md#mailboxes-imap). */
export const MAILBOX_TIMEOUT_MS = 10_000;

/** A host name (RFC 1123 labels) or an IPv4/IPv6 address, no scheme, no port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const isHost = (value: string) =>
  HOST.test(value) || z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success;

/** IMAP folder names: printable, no control characters; `/` and `.` are the usual separators. */
const folderSchema = z
  .string()
  .trim()
  .min(1, v.folderRequired)
  .max(200, v.folderInvalid)
  .refine(
    (name) =>
      ![...name].some(
        (char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '*%"\\'.includes(char),
      ),
    v.folderInvalid,
  );

const mailboxFields = {
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(100, v.nameTooLong),
  host: z
    .string({ error: v.hostRequired })
    .trim()
    .min(1, v.hostRequired)
    .max(253, v.hostInvalid)
    .refine(isHost, v.hostInvalid),
  port: z
    .number({ error: v.portInvalid })
    .int(v.portInvalid)
    .min(1, v.portInvalid)
    .max(65_535, v.portInvalid),
  security: z.enum(MAILBOX_SECURITIES, { error: v.securityInvalid }),
  username: z
    .string({ error: v.usernameRequired })
    .trim()
    .min(1, v.usernameRequired)
    .max(254, v.usernameTooLong),
  folder: folderSchema,
  /** Handled messages are moved here; null: they are only marked \Seen. */
  processedFolder: folderSchema.nullable(),
  /** Department of the tickets its new messages open; null: the default department. */
  departmentId: z.uuid({ error: v.departmentInvalid }).nullable(),
  isActive: z.boolean(),
};

const passwordSchema = z.string().min(1, v.passwordRequired).max(500, v.passwordTooLong);

const sameFolder = (input: { folder?: string; processedFolder?: string | null }) =>
  !input.processedFolder || input.processedFolder !== input.folder;

/** `POST /api/email/mailboxes`. */
export const mailboxCreateSchema = z
  .object({
    ...mailboxFields,
    password: z.string({ error: v.passwordRequired }).pipe(passwordSchema),
  })
  .refine(sameFolder, { path: ['processedFolder'], message: v.processedFolderSame });
export type MailboxCreateInput = z.infer<typeof mailboxCreateSchema>;

/**
 * `PUT /api/email/mailboxes/:id`: the whole mailbox; the password only when it changes (and
 * again whenever the host changes: a stored password is never sent to a new server).
 */
export const mailboxUpdateSchema = z
  .object({ ...mailboxFields, password: passwordSchema.optional() })
  .refine(sameFolder, { path: ['processedFolder'], message: v.processedFolderSame });
export type MailboxUpdateInput = z.infer<typeof mailboxUpdateSchema>;

export const mailboxSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAILBOX_SECURITIES),
  username: z.string(),
  passwordSet: z.boolean(),
  folder: z.string(),
  processedFolder: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  isActive: z.boolean(),
  lastPolledAt: z.string().nullable(),
  lastPollStatus: z.enum(MAILBOX_POLL_STATUSES).nullable(),
  lastPollMessage: z.string().nullable(),
  /** The folder's UIDVALIDITY when last opened, as text (it is a 32-bit unsigned number). */
  uidValidity: z.string().nullable(),
  /** The highest UID handled in that folder; only greater ones are fetched. */
  lastUid: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxListSchema = z.object({ mailboxes: z.array(mailboxSchema) });
export const mailboxEnvelopeSchema = z.object({ mailbox: mailboxSchema });

/** `POST /api/email/mailboxes/:id/test`: connect, sign in, open the folder. */
export const mailboxTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().int(),
  /** Messages in the folder, when it opened. */
  messages: z.number().int().nullable(),
});
export type MailboxTestResult = z.infer<typeof mailboxTestResultSchema>;
