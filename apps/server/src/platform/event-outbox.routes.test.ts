import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { notificationRowsOf, settle, ticketActions } from '../../test/notification-helpers';
import { createTicket, type HelpDesk, makeHelpDesk } from '../../test/ticket-factories';
import { eventOutbox } from '../db/schema/index';
import { recordEvents } from './events';

// docs/jobs.md#event-outbox: durable events are written with their change and delivered exactly
// once — right after the commit, or by the redelivery when the process died before delivering.

const testApp = useTestApp();
/**
 * Redelivery's age limit that takes every row, even one written this very moment: `0` takes rows
 * older than now, and PGlite's clock ticks in milliseconds, so a row written in the same
 * millisecond as a fast redelivery would wait for the next one.
 */
const EVERY_ROW = -1;
let desk: HelpDesk;
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const outboxRows = async () =>
  (await testApp.database.db.select({ n: count() }).from(eventOutbox))[0]!.n;

async function assignedRows(ticketId: string) {
  return (await notificationRowsOf(testApp.database, desk.technician.user.id)).filter(
    (row) => row.ticketId === ticketId && row.type === 'TICKET_ASSIGNED',
  );
}

/** What a process killed right after its commit leaves: the change's outbox row, undelivered. */
async function commitWithoutDelivering(ticket: { id: string; number: number }) {
  const [recorded] = await testApp.database.db.transaction((tx) =>
    recordEvents(tx, [
      [
        'ticket.assigned',
        {
          ticketId: ticket.id,
          number: ticket.number,
          actorId: desk.lead.user.id,
          assignedToId: desk.technician.user.id,
          previousAssigneeId: null,
          reason: null,
        },
      ],
    ]),
  );
  return recorded!;
}

describe('event outbox', () => {
  it('writes a change’s durable event with it and removes the row when delivering it', async () => {
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
      title: 'El lector de códigos no enciende',
    });
    await ticketActions(testApp.app).assign(desk.lead, ticket.id, desk.technician.user.id);
    await settle(testApp.app);
    expect(await assignedRows(ticket.id)).toHaveLength(1);
    expect(await outboxRows()).toBe(0);
  });

  it('keeps only the durable events: a person’s change leaves no row', async () => {
    const [recorded] = await testApp.database.db.transaction((tx) =>
      recordEvents(tx, [['user.updated', { userId: desk.client.user.id, fields: ['name'] }]]),
    );
    expect(recorded![2]).toEqual({});
    expect(await outboxRows()).toBe(0);
  });

  it('delivers what a crashed process committed, once, however often redelivery runs', async () => {
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
      title: 'No llega la factura electrónica',
    });
    await settle(testApp.app);
    const [, , meta] = await commitWithoutDelivering(ticket);
    expect(meta.outboxId).toBeGreaterThan(0);
    expect(await assignedRows(ticket.id)).toEqual([]);

    // Too young: its own process may still be delivering it.
    expect(await testApp.app.events.redeliver(testApp.database.db)).toBe(0);
    expect(
      await testApp.app.events.redeliver(testApp.database.db, { olderThanSeconds: EVERY_ROW }),
    ).toBe(1);
    expect(
      await testApp.app.events.redeliver(testApp.database.db, { olderThanSeconds: EVERY_ROW }),
    ).toBe(0);
    expect(await assignedRows(ticket.id)).toHaveLength(1);
    expect(await outboxRows()).toBe(0);
  });

  it('delivers once when the first delivery and a redelivery race for the same event', async () => {
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
      title: 'La balanza no se conecta',
    });
    await settle(testApp.app);
    const [name, payload, meta] = await commitWithoutDelivering(ticket);
    testApp.app.events.publish(name, payload as never, meta);
    const [handed] = await Promise.all([
      testApp.app.events.redeliver(testApp.database.db, { olderThanSeconds: EVERY_ROW }),
      settle(testApp.app),
    ]);
    await settle(testApp.app);
    expect(handed).toBeLessThanOrEqual(1);
    expect(await assignedRows(ticket.id)).toHaveLength(1);
    expect(await outboxRows()).toBe(0);
  });

  it('counts failed redeliveries and leaves an event that keeps failing for a person', async () => {
    // A durable event naming a ticket id that is not a UUID: the notifications' read fails.
    const [[, , meta]] = (await testApp.database.db.transaction((tx) =>
      recordEvents(tx, [
        [
          'ticket.escalated',
          {
            ticketId: 'no-es-un-uuid',
            number: 1,
            actorId: desk.lead.user.id,
            departmentLeadId: null,
          },
        ],
      ]),
    )) as [[unknown, unknown, { outboxId?: number }]];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await testApp.app.events.redeliver(testApp.database.db, {
        olderThanSeconds: EVERY_ROW,
        maxAttempts: 3,
      });
    }
    expect(
      await testApp.app.events.redeliver(testApp.database.db, {
        olderThanSeconds: EVERY_ROW,
        maxAttempts: 3,
      }),
    ).toBe(0);
    const [row] = await testApp.database.db
      .select()
      .from(eventOutbox)
      .where(eq(eventOutbox.id, meta.outboxId!));
    expect(row).toMatchObject({ name: 'ticket.escalated', attempts: 3 });
    await testApp.database.db.delete(eventOutbox);
  });
});
