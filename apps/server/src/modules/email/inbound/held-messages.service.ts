import { auditMessages, type HeldMessage } from '@atiende/contracts';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { recordEvents, type EventBus, type PendingEvents } from '../../../platform/events';
import type { FileStorage } from '../../../platform/storage';
import { recordAudit, type AuditContext } from '../../audit/index';
import { saveEmailComment, visibleTo, type Viewer } from '../../tickets/index';
import * as repository from './inbound.repository';

const LIST_LIMIT = 100;

type HeldRow = Awaited<ReturnType<typeof repository.findHeldMessages>>[number];

function toHeldMessage({ message, ticketNumber, ticketTitle }: HeldRow): HeldMessage {
  return {
    id: message.id,
    ticketId: message.ticketId!,
    ticketNumber,
    ticketTitle,
    fromAddress: message.fromAddress,
    fromName: message.fromName,
    subject: message.subject,
    textBody: message.textBody,
    htmlBody: message.htmlBody,
    attachmentNames: message.attachments.map((file) => file.fileName),
    status: message.status,
    reason: message.reason,
    receivedAt: message.receivedAt.toISOString(),
  };
}

/**
 * docs/email.md#held-messages: replies from people who do not take part in a ticket wait for
 * staff who see the ticket; a person accepts one as a public comment (written in the sender's
 * name, with its files) or discards it (its files removed). Nobody else sees them, clients never.
 */
export function createHeldMessagesService({
  db,
  events,
  storage,
}: {
  db: Db;
  events: EventBus;
  storage: FileStorage;
}) {
  async function heldOf(executor: Executor, viewer: Viewer, id: string) {
    const [row] = await repository.findHeldMessages(executor, {
      ticketScope: visibleTo(viewer),
      id,
      limit: 1,
    });
    if (!row) throw new AppError('INBOUND_MESSAGE_NOT_FOUND');
    if (row.message.status !== 'HELD') throw new AppError('INBOUND_MESSAGE_DECIDED');
    return row;
  }

  /** Another person decided between our read and our write. */
  function stillHeld(wasHeld: boolean) {
    if (!wasHeld) throw new AppError('INBOUND_MESSAGE_DECIDED');
  }

  return {
    async list(viewer: Viewer, ticketId?: string): Promise<HeldMessage[]> {
      const rows = await repository.findHeldMessages(db, {
        ticketScope: visibleTo(viewer),
        ticketId,
        limit: LIST_LIMIT,
      });
      return rows.map(toHeldMessage);
    },

    async accept(viewer: Viewer, id: string, context: AuditContext): Promise<HeldMessage> {
      const { recorded, row } = await db.transaction(async (tx) => {
        const held = await heldOf(tx, viewer, id);
        const { message } = held;
        const pending: PendingEvents = [];
        const comment = await saveEmailComment(
          tx,
          message.ticketId!,
          { viewer: undefined, name: message.fromName ?? message.fromAddress },
          { body: message.textBody, files: message.attachments },
          pending,
        );
        if (!comment) throw new AppError('TICKET_CLOSED');
        stillHeld(
          await repository.decideHeldMessage(tx, id, {
            status: 'ACCEPTED',
            decidedById: viewer.userId,
            commentId: comment.id,
          }),
        );
        await recordAudit(tx, {
          context,
          action: 'EMAIL_HELD_ACCEPTED',
          entityType: 'TICKET',
          entityId: message.ticketId,
          details: { inboundMessageId: id, from: message.fromAddress },
          message: auditMessages.entries.emailHeldAccepted(message.fromAddress, held.ticketNumber),
        });
        return { recorded: await recordEvents(tx, pending), row: held };
      });
      events.publishRecorded(recorded);
      return { ...toHeldMessage(row), status: 'ACCEPTED' };
    },

    async discard(viewer: Viewer, id: string, context: AuditContext): Promise<HeldMessage> {
      const row = await db.transaction(async (tx) => {
        const held = await heldOf(tx, viewer, id);
        stillHeld(
          await repository.decideHeldMessage(tx, id, {
            status: 'DISCARDED',
            decidedById: viewer.userId,
          }),
        );
        await recordAudit(tx, {
          context,
          action: 'EMAIL_HELD_DISCARDED',
          entityType: 'TICKET',
          entityId: held.message.ticketId,
          details: { inboundMessageId: id, from: held.message.fromAddress },
          message: auditMessages.entries.emailHeldDiscarded(
            held.message.fromAddress,
            held.ticketNumber,
          ),
        });
        return held;
      });
      await Promise.all(row.message.attachments.map((file) => storage.remove(file.storageKey)));
      return { ...toHeldMessage(row), status: 'DISCARDED' };
    },
  };
}

export type HeldMessagesService = ReturnType<typeof createHeldMessagesService>;
