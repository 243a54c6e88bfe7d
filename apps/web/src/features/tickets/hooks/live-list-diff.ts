import type { TicketSummary } from '@atiende/contracts';

/** What the list shows after someone else's change, before the user asks for the new rows. */
export interface LiveTicketPage {
  /** The rows on screen, in their order; a row still in the view takes its fresh version. */
  rows: readonly TicketSummary[];
  /** Tickets in the fresh page that are not on screen, in the fresh page's order. */
  newIds: readonly string[];
  /**
   * Rows on screen whose fresh version differs (they fade once,
   * docs/product/tickets.md#live-updates).
   */
  changedIds: ReadonlySet<string>;
  /** Rows on screen missing from the fresh page: kept, dimmed, "Ya no está en esta vista". */
  goneIds: ReadonlySet<string>;
}

const sameRow = (left: TicketSummary, right: TicketSummary) =>
  JSON.stringify(left) === JSON.stringify(right);

/**
 * docs/product/tickets.md#live-updates "never insert, remove or reorder rows while someone works in
 * it": compares the rows on screen with the same page fetched again (`fresh`, undefined when there
 * is none) and keeps the screen's order and membership. Every ticket field is compared, so a row
 * changed by the user's own action, already shown fresh, does not count as changed again.
 */
export function diffTicketPage(
  shown: readonly TicketSummary[],
  fresh: readonly TicketSummary[] | undefined,
): LiveTicketPage {
  if (!fresh) return { rows: shown, newIds: [], changedIds: new Set(), goneIds: new Set() };
  const freshById = new Map(fresh.map((ticket) => [ticket.id, ticket]));
  const shownIds = new Set(shown.map((ticket) => ticket.id));
  const changedIds = new Set<string>();
  const goneIds = new Set<string>();
  const rows = shown.map((ticket) => {
    const next = freshById.get(ticket.id);
    if (!next) {
      goneIds.add(ticket.id);
      return ticket;
    }
    if (!sameRow(ticket, next)) changedIds.add(ticket.id);
    return next;
  });
  const newIds = fresh.filter((ticket) => !shownIds.has(ticket.id)).map((ticket) => ticket.id);
  return { rows, newIds, changedIds, goneIds };
}

/**
 * A row that left the page may still be fetched on its own (its detail is a superset of the
 * summary): it is drawn with its current state ("En progreso", not the old "Pendiente") while it
 * stays dimmed. A row that cannot be fetched (no longer visible to the user) keeps its old state.
 */
export function withLatestGoneRows(
  page: LiveTicketPage,
  latest: ReadonlyArray<TicketSummary | undefined>,
): LiveTicketPage {
  const byId = new Map(latest.flatMap((ticket) => (ticket ? [[ticket.id, ticket] as const] : [])));
  if (byId.size === 0) return page;
  const rows = page.rows.map((row) => (page.goneIds.has(row.id) ? (byId.get(row.id) ?? row) : row));
  return { ...page, rows };
}
