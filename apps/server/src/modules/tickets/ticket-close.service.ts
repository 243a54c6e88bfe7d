import {
  ticketCloseMessages,
  type ReopenTicketInput,
  type TicketRatingEnvelope,
  type TicketRatingValues,
} from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { lockForChange, runChange } from './ticket-change-steps';
import { saveComment } from './ticket-conversation.service';
import { canTransition, timestampsFor } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';
import * as ratings from './ticket-ratings.repository';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

/**
 * docs/product/tickets.md#closing: the client's end of a ticket — "Sí, cerrar ticket", "No, sigue
 * el problema" (with a reason) and the satisfaction rating. Only the client who filed the ticket
 * answers: staff and company colleagues get 403, anyone who cannot see the ticket 404.
 */

type TicketFacts = { status: string; requesterId: string | null };

function requireTicketClient(viewer: Viewer, ticket: TicketFacts) {
  if (isStaff(viewer) || ticket.requesterId !== viewer.userId) throw new AppError('FORBIDDEN');
}

/** "Sí, cerrar ticket": RESUELTO → CERRADO through the state machine. */
export async function confirmResolution(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  id: string,
): Promise<void> {
  await runChange(deps, async (tx, pending) => {
    const ticket = await lockForChange(tx, viewer, id);
    requireTicketClient(viewer, ticket);
    const context = { role: viewer.role, isRequester: true };
    if (ticket.status !== 'RESUELTO' || !canTransition(ticket.status, 'CERRADO', context))
      throw new AppError('TRANSITION_NOT_ALLOWED');
    await repository.updateTicket(tx, id, {
      status: 'CERRADO',
      customStatusId: null,
      ...timestampsFor('CERRADO', new Date()),
    });
    await repository.insertTicketEvents(tx, [
      {
        ticketId: id,
        actorId: viewer.userId,
        type: 'status_changed',
        fromValue: ticket.customStatusId ?? ticket.status,
        toValue: 'CERRADO',
      },
    ]);
    pending.push([
      'ticket.status_changed',
      {
        ticketId: id,
        number: ticket.number,
        actorId: viewer.userId,
        from: 'RESUELTO',
        to: 'CERRADO',
      },
    ]);
  });
}

/**
 * "No, sigue el problema": the reason becomes a public comment, and a client's reply on a resolved
 * ticket puts it back in the queue (ticket-conversation.service.ts), in one transaction.
 */
export async function reopenTicket(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  id: string,
  input: ReopenTicketInput,
): Promise<void> {
  await runChange(deps, async (tx, pending) => {
    const ticket = await lockForChange(tx, viewer, id);
    requireTicketClient(viewer, ticket);
    if (ticket.status !== 'RESUELTO') throw new AppError('TRANSITION_NOT_ALLOWED');
    const body = ticketCloseMessages.reopenComment(input.reason);
    await saveComment(tx, viewer, id, { body, isInternal: false, files: [] }, pending);
  });
}

/** The ticket's rating for anyone who sees the ticket, and whether the caller may rate it now. */
export async function ticketRating(
  { db }: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  id: string,
): Promise<TicketRatingEnvelope> {
  const ticket = await repository.findVisibleTicket(db, viewer, id);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  const row = await ratings.findRatingOfTicket(db, id);
  return {
    rating: row
      ? {
          rating: row.rating,
          comment: row.comment,
          client:
            row.clientId && row.clientName ? { id: row.clientId, name: row.clientName } : null,
          createdAt: row.createdAt.toISOString(),
        }
      : null,
    canRate:
      !row &&
      !isStaff(viewer) &&
      ticket.status === 'CERRADO' &&
      ticket.requesterId === viewer.userId,
  };
}

/**
 * One rating per ticket, once it is closed, kept with its técnico and department of the moment
 * (the reports read them without walking the history).
 */
export async function rateTicket(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  id: string,
  input: TicketRatingValues,
): Promise<void> {
  await runChange(deps, async (tx, pending) => {
    const ticket = await lockForChange(tx, viewer, id);
    requireTicketClient(viewer, ticket);
    if (ticket.status !== 'CERRADO') {
      throw new AppError('TRANSITION_NOT_ALLOWED', undefined, {
        message: ticketCloseMessages.notices.rateWhenClosed,
      });
    }
    const isNew = await ratings.insertRating(tx, {
      ticketId: id,
      rating: input.rating,
      comment: input.comment ?? null,
      clientId: viewer.userId,
      technicianId: ticket.assignedToId,
      departmentId: ticket.departmentId,
    });
    if (!isNew) throw new AppError('TICKET_ALREADY_RATED');
    // Staff on the ticket see the rating arrive (live updates refetch it); nobody is notified.
    pending.push([
      'ticket.updated',
      { ticketId: id, number: ticket.number, actorId: viewer.userId, fields: ['rating'] },
    ]);
  });
}

export function createTicketCloseService(deps: TicketsDeps) {
  return {
    confirm: (viewer: Viewer, id: string) => confirmResolution(deps, viewer, id),
    reopen: (viewer: Viewer, id: string, input: ReopenTicketInput) =>
      reopenTicket(deps, viewer, id, input),
    rating: (viewer: Viewer, id: string) => ticketRating(deps, viewer, id),
    rate: (viewer: Viewer, id: string, input: TicketRatingValues) =>
      rateTicket(deps, viewer, id, input),
  };
}

export type TicketCloseService = ReturnType<typeof createTicketCloseService>;
