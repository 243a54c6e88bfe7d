import { z } from 'zod';
import { ticketCloseMessages } from '../messages/es/ticket-close';
import { EXPORT_FORMATS } from '../constants/organisation';
import { ticketDetailSchema, ticketListQuerySchema } from './tickets';

const v = ticketCloseMessages.validation;

/** Longest reopen reason and rating comment, in characters. */
export const TICKET_CLOSE_TEXT_MAX_LENGTH = 2_000;

/** POST /api/tickets/{id}/reopen: the client's "No, sigue el problema" (docs/product/tickets.md#closing). */
export const reopenTicketInputSchema = z.object({
  reason: z
    .string({ error: v.reopenReasonRequired })
    .trim()
    .min(1, v.reopenReasonRequired)
    .max(TICKET_CLOSE_TEXT_MAX_LENGTH, v.reopenReasonTooLong),
});
export type ReopenTicketInput = z.infer<typeof reopenTicketInputSchema>;

/** POST /api/tickets/{id}/rating: 1 to 5 stars and an optional comment (empty means none). */
export const ticketRatingInputSchema = z.object({
  rating: z
    .number({ error: v.ratingInvalid })
    .int(v.ratingInvalid)
    .min(1, v.ratingInvalid)
    .max(5, v.ratingInvalid),
  comment: z
    .string()
    .trim()
    .max(TICKET_CLOSE_TEXT_MAX_LENGTH, v.ratingCommentTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type TicketRatingInput = z.input<typeof ticketRatingInputSchema>;
export type TicketRatingValues = z.infer<typeof ticketRatingInputSchema>;

export const ticketRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  /** Who rated; null once that account is deleted. */
  client: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TicketRating = z.infer<typeof ticketRatingSchema>;

/** GET /api/tickets/{id}/rating and the answer of POST …/rating. */
export const ticketRatingEnvelopeSchema = z.object({
  rating: ticketRatingSchema.nullable(),
  /** The caller may rate now: the ticket's client, on a closed ticket not yet rated. */
  canRate: z.boolean(),
});
export type TicketRatingEnvelope = z.infer<typeof ticketRatingEnvelopeSchema>;

/** The answer of confirm-resolution and reopen: the ticket as it is now. */
export const ticketCloseEnvelopeSchema = z.object({ ticket: ticketDetailSchema });

/**
 * GET /api/tickets/export: the list's filters (every page), as XLSX or CSV, with each ticket's
 * Solución and rating (docs/exports.md).
 */
export const ticketExportQuerySchema = ticketListQuerySchema
  .omit({ page: true, limit: true, sort: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
export type TicketExportQuery = z.infer<typeof ticketExportQuerySchema>;
