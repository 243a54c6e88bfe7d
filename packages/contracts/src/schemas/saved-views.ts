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
  'sla',
] as const;

export const SAVED_VIEWS_PER_USER_MAX = 20;

/**
 * The ticket list's built-in views ("Vistas", docs/product/tickets.md#ticket-list) as list
 * filters: the web draws them as tabs and the server counts them (GET /api/saved-views/counts).
 */
export const BUILT_IN_TICKET_VIEWS = [
  { id: 'mine', filters: { assignedToId: 'me', view: 'open' } },
  { id: 'unassigned', filters: { assignedToId: 'none', view: 'open' } },
  { id: 'atRisk', filters: { sla: 'atRisk', view: 'open' } },
  { id: 'urgent', filters: { priority: 'URGENTE', view: 'open' } },
  { id: 'escalated', filters: { status: 'ESCALADO' } },
  { id: 'all', filters: { view: 'all' } },
] as const satisfies ReadonlyArray<{ id: string; filters: Record<string, string> }>;
export type BuiltInTicketViewId = (typeof BUILT_IN_TICKET_VIEWS)[number]['id'];

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
