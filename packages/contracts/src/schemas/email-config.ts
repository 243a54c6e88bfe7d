import { z } from 'zod';
import { emailConfigMessages } from '../messages/es/email-config';
import { paginationSchema } from './api';
import { checkPeriodFields, periodQueryShape, periodRangeSchema } from './period';

/**
 * docs/email.md: outbound e-mail — the SMTP settings (the password never travels back), the
 * connection test, the test message, the figures by day and the failed messages. Administrators
 * only.
 */

const v = emailConfigMessages.validation;

/** The settings' fields; those set by environment variables win and are locked on the page. */
export const SMTP_FIELDS = [
  'host',
  'port',
  'secure',
  'ignoreTls',
  'user',
  'password',
  'fromAddress',
  'fromName',
] as const;
export type SmtpField = (typeof SMTP_FIELDS)[number];

/** A bare host name or address: no scheme, no path, no spaces. */
const HOST = /^[A-Za-z0-9.:[\]_-]+$/;

/** `GET /api/email/config` (and the answer of PUT): the effective settings, environment first. */
export const emailConfigSchema = z.object({
  host: z.string().nullable(),
  port: z.number().int(),
  secure: z.boolean(),
  ignoreTls: z.boolean(),
  user: z.string().nullable(),
  /** A password is stored (or set in the environment); the password itself is never sent. */
  passwordSet: z.boolean(),
  fromAddress: z.string().nullable(),
  fromName: z.string().nullable(),
  /** Fields whose value comes from the server's environment variables (they win). */
  environmentFields: z.array(z.enum(SMTP_FIELDS)),
  /** A host is set: messages are sent (else they are written to the server log). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

/**
 * `PUT /api/email/config`: the stored settings. `password`: a string sets it, `null` removes it,
 * left out keeps it — except when the host changes, which needs it typed again
 * (docs/email.md#settings).
 */
export const emailConfigInputSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, v.hostRequired)
    .max(255, v.hostInvalid)
    .regex(HOST, v.hostInvalid)
    .nullable(),
  port: z
    .number({ error: v.portInvalid })
    .int(v.portInvalid)
    .min(1, v.portInvalid)
    .max(65535, v.portInvalid),
  secure: z.boolean(),
  ignoreTls: z.boolean(),
  user: z.string().trim().max(255).nullable(),
  password: z.string().min(1).max(500).nullable().optional(),
  fromAddress: z.email({ error: v.fromAddressInvalid }).max(254).nullable(),
  fromName: z.string().trim().max(120).nullable(),
});
export type EmailConfigInput = z.infer<typeof emailConfigInputSchema>;

/** `POST /api/email/test-connection` and `POST /api/email/send-test`: always an answer. */
export const emailTestResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().int().nullable(),
});
export type EmailTestResponse = z.infer<typeof emailTestResponseSchema>;

/**
 * `POST /api/email/send-test`: one recipient. A list (or a string with several addresses) is
 * refused with 422 TOO_MANY_RECIPIENTS before anything is validated further.
 */
export const emailSendTestInputSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
});
export type EmailSendTestInput = z.infer<typeof emailSendTestInputSchema>;
export const emailRecipientSchema = z.email({ error: v.recipientInvalid }).max(254);

/** `GET /api/email/stats?period=`: default the last 30 days. */
export const emailStatsQuerySchema = z
  .object(periodQueryShape('30d'))
  .superRefine(checkPeriodFields);
export type EmailStatsQuery = z.infer<typeof emailStatsQuerySchema>;

const emailCountsSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
  logged: z.number().int(),
});
export type EmailCounts = z.infer<typeof emailCountsSchema>;

export const emailStatsSchema = z.object({
  range: periodRangeSchema,
  totals: emailCountsSchema,
  /** Every Lima day of the period, oldest first, by the day each message was written. */
  days: z.array(emailCountsSchema.extend({ day: z.string() })),
});
export type EmailStats = z.infer<typeof emailStatsSchema>;

export const emailFailedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const failedEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const failedEmailListSchema = z.object({
  items: z.array(failedEmailSchema),
  pagination: paginationSchema,
});
export type FailedEmailList = z.infer<typeof failedEmailListSchema>;

/** `POST /api/email/messages/:id/resend`: the message is queued again. */
export const emailResendResponseSchema = z.object({ id: z.string(), status: z.literal('PENDING') });
