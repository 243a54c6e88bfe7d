import { z } from 'zod';
import { ticketMessages } from '../messages/es/tickets';

/** The list filters a view may keep: the query keys of GET /api/tickets. */
export const SAVED_VIEW_FILTER_KEYS = [
  'search',
  'sort',
  'status',
  'priority',
  'source',
  'departmentId',
  'assignedToId',
  'customerId',
  'from',
  'to',
  'view',
] as const;

export const SAVED_VIEWS_PER_USER_MAX = 20;

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

/** `/api/saved-views/:id`. */
export const savedViewIdParamsSchema = z.object({ id: z.uuid() });
