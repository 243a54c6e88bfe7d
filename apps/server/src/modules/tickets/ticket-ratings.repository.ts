import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ticketRatings, users } from '../../db/schema/index';

export type NewTicketRating = typeof ticketRatings.$inferInsert;

/** The ticket's rating with the name of who gave it; undefined before it is rated. */
export async function findRatingOfTicket(executor: Executor, ticketId: string) {
  const [row] = await executor
    .select({
      rating: ticketRatings.rating,
      comment: ticketRatings.comment,
      clientId: ticketRatings.clientId,
      clientName: users.name,
      createdAt: ticketRatings.createdAt,
    })
    .from(ticketRatings)
    .leftJoin(users, eq(users.id, ticketRatings.clientId))
    .where(eq(ticketRatings.ticketId, ticketId))
    .limit(1);
  return row;
}

/** One rating per ticket: false when the ticket already had one (nothing written). */
export async function insertRating(executor: Executor, values: NewTicketRating): Promise<boolean> {
  const inserted = await executor
    .insert(ticketRatings)
    .values(values)
    .onConflictDoNothing({ target: ticketRatings.ticketId })
    .returning({ id: ticketRatings.id });
  return inserted.length > 0;
}
