import { z } from 'zod';
import { ticketMessages } from '../messages/es/tickets';
import { SAVED_VIEW_FILTER_KEYS } from '../constants/saved-views';

export {
  BUILT_IN_TICKET_VIEWS,
  SAVED_VIEW_FILTER_KEYS,
  SAVED_VIEWS_PER_USER_MAX,
  type BuiltInTicketViewId,
} from '../constants/saved-views';

export const savedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewInputSchema = z.object({
  name: z
    .string({ error: ticketMessages.notices.viewNameRequired })
    .trim()
    .min(1, ticketMessages.notices.viewNameRequired)
    .max(60, 'El nombre no puede superar los 60 caracteres'),
  filters: z.partialRecord(z.enum(SAVED_VIEW_FILTER_KEYS), z.string().max(200)),
});
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;

/* The answers of the saved-view routes, inside the `{ success, data }` envelope. */
export const savedViewListResponseSchema = z.object({ views: z.array(savedViewSchema) });
export const savedViewEnvelopeSchema = z.object({ view: savedViewSchema });

/**
 * GET /api/saved-views/counts: how many tickets each view holds (the built-in ones by their id,
 * the caller's saved ones by theirs), counted up to 1,000 like the list (`isEstimate` beyond).
 * `count` is null for a view with a text search: its matches are not counted (docs/tickets.md).
 */
export const savedViewCountSchema = z.object({
  id: z.string(),
  count: z.number().int().nullable(),
  isEstimate: z.boolean(),
});
export type SavedViewCount = z.infer<typeof savedViewCountSchema>;
export const savedViewCountsResponseSchema = z.object({ counts: z.array(savedViewCountSchema) });

/** `/api/saved-views/:id`. */
export const savedViewIdParamsSchema = z.object({ id: z.uuid() });
