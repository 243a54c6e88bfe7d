import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  inboundEmailSettings,
  inboundMessages,
  mailOutbox,
  tickets,
  type InboundMessageRow,
} from '../../../db/schema/index';

export type NewInboundMessage = typeof inboundMessages.$inferInsert;

/**
 * Writes the message's row unless one with its Message-ID exists; undefined then (the
 * idempotency rule: the same message twice is one ticket).
 */
export async function insertInboundMessage(
  executor: Executor,
  values: NewInboundMessage,
): Promise<InboundMessageRow | undefined> {
  const [row] = await executor
    .insert(inboundMessages)
    .values(values)
    .onConflictDoNothing({ target: inboundMessages.messageId })
    .returning();
  return row;
}

export function findInboundByMessageId(executor: Executor, messageId: string) {
  return executor
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.messageId, messageId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Messages from this address in the last hour (the loop guard's cap). */
export async function countRecentFrom(executor: Executor, fromAddress: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.fromAddress, fromAddress),
        gt(inboundMessages.receivedAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.count ?? 0;
}

/**
 * docs/email.md#threading: the ticket of the first of these Message-IDs that is one we sent
 * (the outbox) or one we took in for a ticket.
 */
export async function findTicketByMessageIds(
  executor: Executor,
  messageIds: readonly string[],
): Promise<string | undefined> {
  if (messageIds.length === 0) return undefined;
  const [sent] = await executor
    .select({ ticketId: mailOutbox.ticketId })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.messageId, [...messageIds]), isNotNull(mailOutbox.ticketId)))
    .limit(1);
  if (sent?.ticketId) return sent.ticketId;
  const [received] = await executor
    .select({ ticketId: inboundMessages.ticketId })
    .from(inboundMessages)
    .where(
      and(
        inArray(inboundMessages.messageId, [...messageIds]),
        isNotNull(inboundMessages.ticketId),
        inArray(inboundMessages.status, ['TICKET', 'COMMENT', 'ACCEPTED']),
      ),
    )
    .limit(1);
  return received?.ticketId ?? undefined;
}

export function findInboundSettings(executor: Executor) {
  return executor
    .select()
    .from(inboundEmailSettings)
    .where(eq(inboundEmailSettings.id, 'default'))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Creates the settings row with this (encrypted) secret unless it exists; returns the row. */
export async function ensureInboundSettings(executor: Executor, encryptedSecret: string) {
  await executor
    .insert(inboundEmailSettings)
    .values({ id: 'default', signingSecret: encryptedSecret })
    .onConflictDoNothing();
  return (await findInboundSettings(executor))!;
}

export async function updateInboundSettings(
  executor: Executor,
  values: Partial<typeof inboundEmailSettings.$inferInsert>,
) {
  await executor
    .update(inboundEmailSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inboundEmailSettings.id, 'default'));
}

/** Held messages with their ticket, newest first; `ticketScope` is the viewer's visibility rule. */
export function findHeldMessages(
  executor: Executor,
  filter: { ticketScope: SQL | undefined; ticketId?: string; id?: string; limit: number },
) {
  return executor
    .select({
      message: inboundMessages,
      ticketNumber: tickets.number,
      ticketTitle: tickets.title,
    })
    .from(inboundMessages)
    .innerJoin(tickets, eq(tickets.id, inboundMessages.ticketId))
    .where(
      and(
        filter.id ? eq(inboundMessages.id, filter.id) : eq(inboundMessages.status, 'HELD'),
        filter.ticketId ? eq(inboundMessages.ticketId, filter.ticketId) : undefined,
        filter.ticketScope,
      ),
    )
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .limit(filter.limit);
}

/** Records staff's decision on a held message, only while it is still held (true when it was). */
export async function decideHeldMessage(
  executor: Executor,
  id: string,
  decision: { status: 'ACCEPTED' | 'DISCARDED'; decidedById: string; commentId?: string },
): Promise<boolean> {
  const rows = await executor
    .update(inboundMessages)
    .set({ ...decision, decidedAt: new Date(), attachments: [] })
    .where(and(eq(inboundMessages.id, id), eq(inboundMessages.status, 'HELD')))
    .returning({ id: inboundMessages.id });
  return rows.length > 0;
}
