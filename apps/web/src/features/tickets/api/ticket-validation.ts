/**
 * The zod side of the ticket screens: the contract's response schemas (the create form's
 * resolver is in create-ticket-validation.ts; the list's answer and the view counts have chunks
 * of their own, ticket-list-validation.ts and view-count-validation.ts). Loaded on demand
 * (load-ticket-validation.ts), like the auth screens do, so zod never reaches /login's first
 * load. The web declares no schema of its own: every one is the
 * contract's (apps/web/src/lib/contract-drift.test.ts).
 */
import type { z } from 'zod';
import { setSpanishZodMessages, type createTicketInputSchema } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

export {
  attachmentListResponseSchema,
  bulkTicketResponseSchema,
  commentEnvelopeSchema,
  commentListResponseSchema,
  customerContextSchema,
  customerEnvelopeSchema,
  technicianOptionListResponseSchema,
  ticketEnvelopeSchema,
  ticketEventListResponseSchema,
  ticketRatingEnvelopeSchema,
  ticketSlaResponseSchema,
} from '@atiende/contracts';
export type {
  BulkTicketResponse as BulkResult,
  TechnicianOption as Technician,
} from '@atiende/contracts';

export type CreateTicketFormValues = z.input<typeof createTicketInputSchema>;
export type CreateTicketFormOutput = z.output<typeof createTicketInputSchema>;
