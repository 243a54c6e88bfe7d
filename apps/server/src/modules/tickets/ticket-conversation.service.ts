import {
  type Attachment,
  type Comment,
  type CommentInput,
  type TicketEvent,
} from '@atiende/contracts';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvents, type PendingEvents } from '../../platform/events';
import type { StoredUpload } from '../../platform/uploads';
import * as comments from './comments.repository';
import { labelEvents } from './ticket-labels';
import { toAttachment, toComment, toTicketEvent } from './ticket-mappers';
import { timestampsFor } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

/** History a client may see: what happened to their ticket, not who handled it internally. */
const CLIENT_EVENT_TYPES = ['created', 'status_changed'];

type ConversationDeps = Pick<TicketsDeps, 'db' | 'events' | 'storage'>;
export type Pending = PendingEvents;
type LockedTicket = NonNullable<Awaited<ReturnType<typeof repository.lockVisibleTicket>>>;

async function requireVisible({ db }: Pick<TicketsDeps, 'db'>, viewer: Viewer, ticketId: string) {
  const ticket = await repository.findVisibleTicket(db, viewer, ticketId);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  return ticket;
}

export async function listComments(
  deps: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  ticketId: string,
): Promise<Comment[]> {
  await requireVisible(deps, viewer, ticketId);
  const staff = isStaff(viewer);
  const [rows, files] = await Promise.all([
    comments.findComments(deps.db, ticketId, staff),
    comments.findAttachments(deps.db, ticketId, staff),
  ]);
  return rows.map((row) => toComment(ticketId, row, files));
}

/** A client's reply reopens a resolved ticket, to the plain base status. */
function reopenForClientReply(
  ticket: LockedTicket,
  viewer: Viewer,
  changes: repository.TicketChanges,
  history: repository.NewTicketEvent[],
  pending: Pending,
) {
  // Reopened to the plain base: a custom status of RESUELTO no longer fits.
  Object.assign(
    changes,
    { status: 'PENDIENTE', customStatusId: null },
    timestampsFor('PENDIENTE', new Date()),
  );
  history.push({
    ticketId: ticket.id,
    actorId: viewer.userId,
    type: 'status_changed',
    fromValue: ticket.customStatusId ?? 'RESUELTO',
    toValue: 'PENDIENTE',
  });
  pending.push([
    'ticket.status_changed',
    {
      ticketId: ticket.id,
      number: ticket.number,
      actorId: viewer.userId,
      from: 'RESUELTO',
      to: 'PENDIENTE',
    },
  ]);
}

/** The comment, its files and the ticket's side effects, inside the caller's transaction. */
export async function saveComment(
  tx: Executor,
  viewer: Viewer,
  ticketId: string,
  comment: { body: string; isInternal: boolean; files: StoredUpload[] },
  pending: Pending,
) {
  const staff = isStaff(viewer);
  const { isInternal } = comment;
  const ticket = await repository.lockVisibleTicket(tx, viewer, ticketId);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  // docs/product/tickets.md#closing: a closed ticket takes no more replies or notes, from anyone;
  // the client opens a related ticket, a lead or an administrator reopens it first.
  if (ticket.status === 'CERRADO') throw new AppError('TICKET_CLOSED');
  const saved = await comments.insertComment(tx, {
    ticketId,
    authorId: viewer.userId,
    authorName: viewer.name,
    body: comment.body,
    isInternal,
  });
  const attachments = await comments.insertAttachments(
    tx,
    comment.files.map((file) => ({
      ...file,
      ticketId,
      commentId: saved.id,
      uploadedById: viewer.userId,
    })),
  );
  const changes: repository.TicketChanges = isInternal
    ? {}
    : repository.appendToSearch(comment.body);
  if (staff && !isInternal && !ticket.firstResponseAt) changes.firstResponseAt = new Date();
  const history: repository.NewTicketEvent[] = [
    {
      ticketId,
      actorId: viewer.userId,
      type: 'comment_added',
      toValue: isInternal ? 'internal' : 'public',
    },
  ];
  if (!staff && ticket.status === 'RESUELTO') {
    reopenForClientReply(ticket, viewer, changes, history, pending);
  }
  if (changes.status) await repository.updateTicket(tx, ticketId, changes);
  else await repository.touchTicket(tx, ticketId, changes);
  await repository.insertTicketEvents(tx, history);
  pending.push([
    'ticket.comment_added',
    { ticketId, number: ticket.number, commentId: saved.id, actorId: viewer.userId, isInternal },
  ]);
  return { comment: saved, attachments };
}

/**
 * Adds a reply or a note with its files, in one transaction with the ticket's side effects:
 * a team member's first public reply stamps `firstResponseAt`; a client's reply reopens a
 * resolved ticket; a closed ticket takes no more comments.
 */
export async function addComment(
  { db, events, storage }: ConversationDeps,
  viewer: Viewer,
  ticketId: string,
  input: CommentInput,
  files: StoredUpload[] = [],
): Promise<Comment> {
  // docs/conventions.md#security: allow-listed per role; a client's note is always public.
  const isInternal = isStaff(viewer) && input.isInternal;
  const pending: Pending = [];
  try {
    const { saved, recorded } = await db.transaction(async (tx) => {
      const comment = await saveComment(
        tx,
        viewer,
        ticketId,
        { body: input.body, isInternal, files },
        pending,
      );
      return { saved: comment, recorded: await recordEvents(tx, pending) };
    });
    events.publishRecorded(recorded);
    // Built from the rows just written: no need to read the whole conversation back.
    return toComment(ticketId, { ...saved.comment, authorRole: viewer.role }, saved.attachments);
  } catch (error) {
    // Nothing half-written: files of a rejected comment go too.
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    throw error;
  }
}

export async function listAttachments(
  deps: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  ticketId: string,
): Promise<Attachment[]> {
  await requireVisible(deps, viewer, ticketId);
  const files = await comments.findAttachments(deps.db, ticketId, isStaff(viewer));
  return files.map((file) => toAttachment(ticketId, file));
}

/** Files added to the ticket itself (not to a comment). */
export async function addAttachments(
  { db, storage }: Pick<TicketsDeps, 'db' | 'storage'>,
  viewer: Viewer,
  ticketId: string,
  files: StoredUpload[],
): Promise<Attachment[]> {
  try {
    const rows = await db.transaction(async (tx) => {
      const ticket = await repository.lockVisibleTicket(tx, viewer, ticketId);
      if (!ticket) throw new AppError('TICKET_NOT_FOUND');
      const inserted = await comments.insertAttachments(
        tx,
        files.map((file) => ({ ...file, ticketId, uploadedById: viewer.userId })),
      );
      await repository.insertTicketEvents(
        tx,
        inserted.map((file) => ({
          ticketId,
          actorId: viewer.userId,
          type: 'attachment_added',
          toValue: file.fileName,
        })),
      );
      await repository.touchTicket(tx, ticketId);
      return inserted;
    });
    return rows.map((row) => toAttachment(ticketId, row));
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    throw error;
  }
}

/** The bytes of an attachment the viewer may see (same rule as the ticket and its note). */
export async function openAttachment(
  { db, storage }: Pick<TicketsDeps, 'db' | 'storage'>,
  viewer: Viewer,
  ticketId: string,
  attachmentId: string,
): Promise<{ fileName: string; contentType: string; sizeBytes: number; stream: Readable }> {
  await requireVisible({ db }, viewer, ticketId);
  const [file] = await comments.findAttachments(db, ticketId, isStaff(viewer), [attachmentId]);
  if (!file || !(await storage.exists(file.storageKey))) throw new AppError('ATTACHMENT_NOT_FOUND');
  return { ...file, stream: storage.read(file.storageKey) };
}

/**
 * The ticket's events, with the names of the ids they hold (people, departments, custom
 * statuses). Names are looked up only for the events the viewer may see.
 */
export async function ticketHistory(
  deps: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  ticketId: string,
): Promise<TicketEvent[]> {
  await requireVisible(deps, viewer, ticketId);
  const staff = isStaff(viewer);
  const rows = await repository.findTicketEvents(
    deps.db,
    ticketId,
    staff ? undefined : CLIENT_EVENT_TYPES,
  );
  const labelOf = await labelEvents(deps.db, rows);
  return rows.map((row) => {
    const event = toTicketEvent(row, labelOf);
    return staff ? event : { ...event, note: null };
  });
}

/**
 * The conversation of a ticket: comments (public replies and internal notes), attachments and
 * history. Internal notes and their files never reach a client (docs/conventions.md#security).
 */
export function createTicketConversationService(deps: TicketsDeps) {
  return {
    listComments: (viewer: Viewer, ticketId: string) => listComments(deps, viewer, ticketId),
    addComment: (viewer: Viewer, ticketId: string, input: CommentInput, files?: StoredUpload[]) =>
      addComment(deps, viewer, ticketId, input, files),
    listAttachments: (viewer: Viewer, ticketId: string) => listAttachments(deps, viewer, ticketId),
    addAttachments: (viewer: Viewer, ticketId: string, files: StoredUpload[]) =>
      addAttachments(deps, viewer, ticketId, files),
    openAttachment: (viewer: Viewer, ticketId: string, attachmentId: string) =>
      openAttachment(deps, viewer, ticketId, attachmentId),
    history: (viewer: Viewer, ticketId: string) => ticketHistory(deps, viewer, ticketId),
  };
}

export type TicketConversationService = ReturnType<typeof createTicketConversationService>;
