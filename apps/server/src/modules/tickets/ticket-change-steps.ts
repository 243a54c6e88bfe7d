import { ticketMessages } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvents, type PendingEvents } from '../../platform/events';
import type { Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

/** Domain events gathered inside a change's transaction, published after commit. */
export type Pending = PendingEvents;

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

/** The visible ticket, locked for this transaction; `version` must match when given. */
export async function lockForChange(tx: Executor, viewer: Viewer, id: string, version?: number) {
  const ticket = await repository.lockVisibleTicket(tx, viewer, id);
  if (!ticket) throw new AppError('TICKET_NOT_FOUND');
  if (version !== undefined && ticket.version !== version) {
    throw new AppError(
      'VERSION_CONFLICT',
      { currentVersion: ticket.version },
      {
        message: ticketMessages.notices.versionConflict,
      },
    );
  }
  return ticket;
}

/**
 * One transaction for the change and its durable events' outbox rows (docs/jobs.md#event-outbox);
 * the events leave only once it committed.
 */
export async function runChange(
  { db, events }: Pick<TicketsDeps, 'db' | 'events'>,
  work: (tx: Executor, pending: Pending) => Promise<void>,
): Promise<void> {
  const pending: Pending = [];
  const recorded = await db.transaction(async (tx) => {
    await work(tx, pending);
    return recordEvents(tx, pending);
  });
  events.publishRecorded(recorded);
}
