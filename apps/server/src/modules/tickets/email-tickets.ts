import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets, users } from '../../db/schema/index';
import type { PendingEvents } from '../../platform/events';
import type { StoredUpload } from '../../platform/uploads';
import { findDepartmentIdsOfStaff } from '../departments/index';
import * as comments from './comments.repository';
import { saveComment } from './ticket-conversation.service';
import { timestampsFor } from './ticket-status';
import { visibleTo, type Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';

/**
 * docs/email.md#inbound: the tickets module's part of the e-mail channel. A message creates a
 * ticket (source EMAIL) or adds a public comment in the caller's transaction; who may reply is
 * decided with the same visibility rule as everywhere else.
 */

/** The active user with this address, as the visibility rule sees them; undefined when none. */
export async function viewerByEmail(
  executor: Executor,
  email: string,
): Promise<Viewer | undefined> {
  const [user] = await executor
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true)))
    .limit(1);
  if (!user) return undefined;
  const departmentIds =
    user.role === 'CLIENT' ? [] : await findDepartmentIdsOfStaff(executor, user.id);
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    departmentIds,
    customerId: user.customerId,
  };
}

/** A ticket by its number (the subject's `[#123]`); undefined when there is none. */
export async function findTicketIdByNumber(
  executor: Executor,
  ticketNumber: number,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.number, ticketNumber))
    .limit(1);
  return row?.id;
}

/**
 * Whether this address takes part in the ticket: its requester's contact address, or an active
 * user (requester, colleague of its customer, assignee, staff of its department, administrator)
 * whom the visibility rule lets see it.
 */
export async function emailParticipant(
  executor: Executor,
  ticketId: string,
  email: string,
): Promise<{ viewer: Viewer | undefined; isParticipant: boolean }> {
  const viewer = await viewerByEmail(executor, email);
  if (viewer) {
    const [visible] = await executor
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), visibleTo(viewer)))
      .limit(1);
    if (visible) return { viewer, isParticipant: true };
  }
  const [contact] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), sql`lower(${tickets.contactEmail}) = lower(${email})`))
    .limit(1);
  return { viewer, isParticipant: Boolean(contact) };
}

export type EmailTicket = {
  title: string;
  description: string;
  departmentId: string | null;
  contactName: string;
  contactEmail: string;
  requesterId: string | null;
  customerId: string | null;
  files: StoredUpload[];
};

/** A new ticket from an e-mail, with its files and its history, in the caller's transaction. */
export async function insertEmailTicket(tx: Executor, ticket: EmailTicket, pending: PendingEvents) {
  const row = await repository.insertTicket(tx, {
    title: ticket.title,
    description: ticket.description,
    departmentId: ticket.departmentId,
    source: 'EMAIL',
    contactName: ticket.contactName,
    contactEmail: ticket.contactEmail,
    requesterId: ticket.requesterId,
    customerId: ticket.customerId,
    createdById: ticket.requesterId,
  });
  await comments.insertAttachments(
    tx,
    ticket.files.map((file) => ({ ...file, ticketId: row.id, uploadedById: ticket.requesterId })),
  );
  await repository.insertTicketEvents(tx, [
    { ticketId: row.id, actorId: ticket.requesterId, type: 'created', toValue: 'EMAIL' },
  ]);
  pending.push([
    'ticket.created',
    {
      ticketId: row.id,
      number: row.number,
      actorId: ticket.requesterId,
      departmentId: ticket.departmentId,
    },
  ]);
  return row;
}

/**
 * A public comment from an e-mail. With an account, it is that user's reply (saveComment: the
 * same rules as the web's — a client's reply reopens a resolved ticket). Without one (the
 * requester's contact address), it is written in their name, and reopens a resolved ticket the
 * same way. Returns null when the ticket is closed: the caller holds the message instead.
 */
export async function saveEmailComment(
  tx: Executor,
  ticketId: string,
  author: { viewer: Viewer | undefined; name: string },
  comment: { body: string; files: StoredUpload[] },
  pending: PendingEvents,
): Promise<{ id: string } | null> {
  const ticket = await repository.lockTicketById(tx, ticketId);
  if (!ticket || ticket.status === 'CERRADO') return null;
  if (author.viewer) {
    const saved = await saveComment(
      tx,
      author.viewer,
      ticketId,
      { body: comment.body, isInternal: false, files: comment.files },
      pending,
    );
    return { id: saved.comment.id };
  }
  const saved = await comments.insertComment(tx, {
    ticketId,
    authorId: null,
    authorName: author.name,
    body: comment.body,
    isInternal: false,
  });
  await comments.insertAttachments(
    tx,
    comment.files.map((file) => ({ ...file, ticketId, commentId: saved.id })),
  );
  const changes: repository.TicketChanges = repository.appendToSearch(comment.body);
  const history: repository.NewTicketEvent[] = [
    { ticketId, actorId: null, type: 'comment_added', toValue: 'public' },
  ];
  if (ticket.status === 'RESUELTO') {
    Object.assign(
      changes,
      { status: 'PENDIENTE', customStatusId: null },
      timestampsFor('PENDIENTE', new Date()),
    );
    history.push({
      ticketId,
      actorId: null,
      type: 'status_changed',
      fromValue: ticket.customStatusId ?? 'RESUELTO',
      toValue: 'PENDIENTE',
    });
    pending.push([
      'ticket.status_changed',
      { ticketId, number: ticket.number, actorId: null, from: 'RESUELTO', to: 'PENDIENTE' },
    ]);
    await repository.updateTicket(tx, ticketId, changes);
  } else {
    await repository.touchTicket(tx, ticketId, changes);
  }
  await repository.insertTicketEvents(tx, history);
  pending.push([
    'ticket.comment_added',
    { ticketId, number: ticket.number, commentId: saved.id, actorId: null, isInternal: false },
  ]);
  return { id: saved.id };
}
