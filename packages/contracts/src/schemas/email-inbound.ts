import { z } from 'zod';
import { INBOUND_MESSAGE_STATUSES } from '../constants/email-inbound';

/** docs/email.md#webhook: the inbound settings as an administrator sees them. */
export const inboundSettingsSchema = z.object({
  webhookUrl: z.string(),
  /** Shown to administrators only: the provider needs it to sign its requests. */
  signingSecret: z.string(),
  defaultDepartmentId: z.uuid().nullable(),
  updatedAt: z.iso.datetime(),
});
export type InboundSettings = z.infer<typeof inboundSettingsSchema>;

export const inboundSettingsEnvelopeSchema = z.object({ settings: inboundSettingsSchema });

export const inboundSettingsInputSchema = z.object({
  defaultDepartmentId: z.uuid().nullable(),
});
export type InboundSettingsInput = z.infer<typeof inboundSettingsInputSchema>;

/** A held message (docs/email.md#held-messages), as staff who see its ticket see it. */
export const heldMessageSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  ticketNumber: z.number().int(),
  ticketTitle: z.string(),
  fromAddress: z.string(),
  fromName: z.string().nullable(),
  subject: z.string(),
  textBody: z.string(),
  /** Sanitised: no scripts, no remote images. */
  htmlBody: z.string().nullable(),
  attachmentNames: z.array(z.string()),
  status: z.enum(INBOUND_MESSAGE_STATUSES),
  reason: z.string().nullable(),
  receivedAt: z.iso.datetime(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;

export const heldMessageListSchema = z.object({ messages: z.array(heldMessageSchema) });
export type HeldMessageList = z.infer<typeof heldMessageListSchema>;

export const heldMessageEnvelopeSchema = z.object({ message: heldMessageSchema });

/** The webhook's answer: what became of the message. */
export const webhookResultSchema = z.object({
  status: z.enum([...INBOUND_MESSAGE_STATUSES, 'DUPLICATE']),
  ticketId: z.uuid().nullable(),
  messageId: z.string(),
});
