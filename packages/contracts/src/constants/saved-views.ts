// Plain values, apart from the schemas (schemas/saved-views.ts re-exports them), so that a bundle
// needing only these, such as the web's early requests' script, takes no schema with it.

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
