import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { mailOutbox, notifications } from '../src/db/schema/index';
import type { makeSignedInUser } from './build-test-app';

type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;

/** Waits until every event handler (notifications included) has finished. */
export async function settle(app: FastifyInstance): Promise<void> {
  await app.events.drain();
}

/** Publishes the domain event of a title edit, as the tickets service does after commit. */
export function publishTitleEdit(
  app: FastifyInstance,
  ticket: { id: string; number: number },
  actorId: string,
): void {
  app.events.publish('ticket.updated', {
    ticketId: ticket.id,
    number: ticket.number,
    actorId,
    fields: ['title'],
  });
}

export function notificationRowsOf(database: Database, userId: string) {
  return database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

export function mailsTo(database: Database, address: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** Ticket actions through the API, as the people of a help desk take them. */
export function ticketActions(app: FastifyInstance) {
  async function versionOf(actor: Actor, ticketId: string): Promise<number> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/tickets/${ticketId}`,
      headers: actor.headers,
    });
    await expectOk(response, 'get ticket');
    return response.json().data.ticket.version as number;
  }

  return {
    async assign(actor: Actor, ticketId: string, assignedToId: string) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/tickets/${ticketId}/assign`,
        headers: actor.headers,
        payload: { assignedToId },
      });
      await expectOk(response, 'assign');
    },
    async reassign(actor: Actor, ticketId: string, assignedToId: string) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/tickets/${ticketId}/reassign`,
        headers: actor.headers,
        payload: { assignedToId, reason: 'Cambio de turno' },
      });
      await expectOk(response, 'reassign');
    },
    async update(actor: Actor, ticketId: string, changes: Record<string, unknown>) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/tickets/${ticketId}`,
        headers: actor.headers,
        payload: { version: await versionOf(actor, ticketId), ...changes },
      });
      await expectOk(response, 'update');
    },
    async comment(actor: Actor, ticketId: string, body: string, isInternal = false) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/tickets/${ticketId}/comments`,
        headers: actor.headers,
        payload: { body, isInternal },
      });
      await expectOk(response, 'comment');
    },
  };
}
