import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/schema/index';

/**
 * Settles the ticket's suggested company (docs/customers.md#company-suggestions): links it
 * (`isLinked`) or dismisses it. A field change, so the version moves
 * (docs/tickets.md#edits-and-concurrency). Only while that suggestion is still there: false when
 * another staff member settled it first.
 */
export async function settleCompanySuggestion(
  executor: Executor,
  ticketId: string,
  suggestedCustomerId: string,
  isLinked: boolean,
): Promise<boolean> {
  const rows = await executor
    .update(tickets)
    .set({
      ...(isLinked ? { customerId: suggestedCustomerId } : {}),
      suggestedCustomerId: null,
      version: sql`${tickets.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tickets.id, ticketId), eq(tickets.suggestedCustomerId, suggestedCustomerId)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}
