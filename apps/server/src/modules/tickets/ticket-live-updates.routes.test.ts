import type { Role, ServerSocketMessage } from '@atiende/contracts';
import { and, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, tickets, users } from '../../db/schema/index';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { publishTitleEdit } from '../../../test/notification-helpers';
import { connectAs, listenForSockets, settle, type TestSocket } from '../../../test/socket-client';
import {
  createDeskTicket,
  type HelpDesk,
  makeDepartment,
  makeHelpDesk,
} from '../../../test/ticket-factories';
import {
  mergeTicketChanges,
  TICKET_CHANGE_WINDOW_MS,
  type TicketChange,
} from './ticket-live-updates';
import { findTicketViewers } from './ticket-viewers.repository';
import { visibleTo } from './ticket-visibility';
import { resolveViewer } from './viewer';

let baseUrl: string;
let desk: HelpDesk;
const sockets: Record<string, TestSocket> = {};

const testApp = useTestApp();
beforeAll(async () => {
  baseUrl = await listenForSockets(testApp.app);
  desk = await makeHelpDesk(testApp);
  for (const key of ['admin', 'lead', 'technician', 'outsider', 'client', 'otherClient'] as const) {
    sockets[key] = await connectAs(testApp.app, baseUrl, desk[key].headers);
  }
});

type TicketChanged = Extract<ServerSocketMessage, { type: 'ticket_changed' }>;
const changesOf = (key: string, ticketId: string) =>
  sockets[key]!.messages.filter(
    (message): message is TicketChanged =>
      message.type === 'ticket_changed' && message.data.ticketId === ticketId,
  );

describe('ticket_changed on /ws/notifications', () => {
  it('reaches who can see the ticket and nobody else (docs/conventions.md#security: the socket applies the REST filter)', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    for (const key of ['admin', 'lead', 'technician', 'client']) {
      await sockets[key]!.next('ticket_changed', (message) => message.data.ticketId === ticket.id);
    }
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.technician.headers,
      payload: { priority: 'ALTA', version: ticket.version },
    });
    expect(response.statusCode).toBe(200);
    const seen = await sockets.client!.next(
      'ticket_changed',
      (message) => message.data.ticketId === ticket.id && message.data.change !== 'created',
    );
    expect(seen.data).toEqual({
      ticketId: ticket.id,
      number: ticket.number,
      change: 'priority_changed',
    });
    await settle();
    expect(changesOf('technician', ticket.id).length).toBe(2);
    // Another client and a técnico of another department never hear of it.
    expect(changesOf('otherClient', ticket.id)).toEqual([]);
    expect(changesOf('outsider', ticket.id)).toEqual([]);
  });

  it('tells staff of an internal note and never the client', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await sockets.client!.next('ticket_changed', (message) => message.data.ticketId === ticket.id);
    const note = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/comments`,
      headers: desk.technician.headers,
      payload: { body: 'Revisar el certificado del cliente.', isInternal: true },
    });
    expect(note.statusCode).toBe(201);
    await sockets.lead!.next(
      'ticket_changed',
      (message) => message.data.ticketId === ticket.id && message.data.change === 'comment_added',
    );
    await settle();
    expect(changesOf('client', ticket.id).map((message) => message.data.change)).toEqual([
      'created',
    ]);
  });

  it('folds a burst of 100 updates in a second into a handful of messages', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await sockets.technician!.next('ticket_changed', (m) => m.data.ticketId === ticket.id);
    const before = changesOf('technician', ticket.id).length;
    const startedAt = Date.now();
    for (let i = 0; i < 100; i += 1) {
      publishTitleEdit(testApp.app, ticket, desk.admin.user.id);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const elapsed = Date.now() - startedAt; // about a second; more on a loaded machine
    await settle();
    const received = changesOf('technician', ticket.id).length - before;
    expect(received).toBeGreaterThanOrEqual(1);
    // At most one message per window the burst spanned (plus the trailing one).
    // That bound follows the time the burst really took (a loaded machine stretches it), and it
    // still fails when nothing is folded: one message per update is far more than one per window.
    expect(received).toBeLessThanOrEqual(Math.ceil(elapsed / TICKET_CHANGE_WINDOW_MS) + 1);
    expect(received).toBeLessThan(100);
    expect(changesOf('otherClient', ticket.id)).toEqual([]);
  });
});

describe('mergeTicketChanges', () => {
  const change = (kind: TicketChange['change'], isStaffOnly = false): TicketChange => ({
    ticketId: '00000000-0000-4000-8000-000000000001',
    number: 1,
    change: kind,
    isStaffOnly,
  });
  it.each([
    ['status_changed', 'status_changed', 'status_changed'],
    ['created', 'assigned', 'created'],
    ['assigned', 'created', 'created'],
    ['updated', 'priority_changed', 'priority_changed'],
    ['status_changed', 'updated', 'status_changed'],
    ['priority_changed', 'status_changed', 'updated'],
  ] as const)('%s then %s → %s', (first, second, merged) => {
    expect(mergeTicketChanges(change(first), change(second)).change).toBe(merged);
  });
  it('stays staff-only only when every change was', () => {
    expect(mergeTicketChanges(change('comment_added', true), change('updated')).isStaffOnly).toBe(
      false,
    );
    expect(
      mergeTicketChanges(change('comment_added', true), change('comment_added', true)).isStaffOnly,
    ).toBe(true);
  });
});

describe('findTicketViewers agrees with visibleTo for every role', () => {
  it('gives exactly the (ticket, user) pairs the REST rule gives', async () => {
    const { database } = testApp;
    const db = database.db;
    const make = (role: Role, isActive = true) => makeUser(database, { role, isActive });
    const [admin, lead, member, outsider, lonely, inactiveAdmin] = [
      await make('ADMIN'),
      await make('TECH_LEAD'),
      await make('TECHNICIAN'),
      await make('TECHNICIAN'),
      await make('TECHNICIAN'),
      await make('ADMIN', false),
    ];
    const [linkedA, linkedB, alone] = [
      await make('CLIENT'),
      await make('CLIENT'),
      await make('CLIENT'),
    ];
    const [company] = await db.insert(customers).values({ name: 'Bodegas Lima SAC' }).returning();
    await db
      .update(users)
      .set({ customerId: company!.id })
      .where(inArray(users.id, [linkedA.id, linkedB.id]));
    const mine = await makeDepartment(database, { leadId: lead.id, memberIds: [member.id] });
    const theirs = await makeDepartment(database, { memberIds: [outsider.id] });
    const row = (values: Partial<typeof tickets.$inferInsert>) => ({
      title: 'Prueba de visibilidad',
      description: 'Fila de prueba',
      contactName: 'Contacto',
      ...values,
    });
    const inserted = await db
      .insert(tickets)
      .values([
        row({ departmentId: mine.id, requesterId: linkedA.id, customerId: company!.id }),
        row({ departmentId: theirs.id, requesterId: alone.id, assignedToId: lonely.id }),
        row({ requesterId: linkedB.id }),
        row({ departmentId: mine.id, assignedToId: outsider.id, customerId: company!.id }),
        row({ departmentId: theirs.id }),
      ])
      .returning({ id: tickets.id });
    const ticketIds = inserted.map((ticket) => ticket.id);
    const people = [admin, lead, member, outsider, lonely, inactiveAdmin, linkedA, linkedB, alone];

    const expected = new Set<string>();
    for (const person of people) {
      if (!person.isActive) continue; // resolveViewer refuses them: they see nothing
      const viewer = await resolveViewer(db, {
        userId: person.id,
        role: person.role,
        sessionId: '00000000-0000-4000-8000-000000000000',
      });
      const visible = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(inArray(tickets.id, ticketIds), visibleTo(viewer)));
      for (const { id } of visible) expected.add(`${id}:${person.id}`);
    }
    const actual = await findTicketViewers(
      db,
      ticketIds,
      people.map((person) => person.id),
    );
    expect(new Set(actual.map((pair) => `${pair.ticketId}:${pair.userId}`))).toEqual(expected);
    // Sanity: the matrix exercises every branch.
    expect(expected.size).toBeGreaterThan(10);
    expect(actual.find((pair) => pair.userId === inactiveAdmin.id)).toBeUndefined();
    const roleOf = new Map(people.map((person) => [person.id, person.role]));
    for (const pair of actual) expect(pair.role).toBe(roleOf.get(pair.userId));
  });
});
