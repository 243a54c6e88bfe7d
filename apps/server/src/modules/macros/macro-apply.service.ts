import {
  commentInputSchema,
  macroMessages,
  type ApplyMacroInput,
  type Comment,
  type TicketDetail,
  type TicketMacro,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import { createTicketServices, type resolveViewer } from '../tickets/index';
import { DeferredEvents } from './deferred-events';
import { renderMacroText, type MacroValues } from './macro-rules';
import * as repository from './macros.repository';
import { namesFor } from './macros.service';

type Viewer = Awaited<ReturnType<typeof resolveViewer>>;
export type MacroApplyDeps = { db: Db; events: EventBus; storage: FileStorage };

/** docs/macros.md#variables: the values of the variables for this ticket and this person. */
export function valuesFor(ticket: TicketDetail, viewer: Viewer): MacroValues {
  return {
    cliente: ticket.contact.name || ticket.requester.name,
    empresa: ticket.customer?.name ?? ticket.contact.business ?? '',
    ticket: `#${ticket.number}`,
    asunto: ticket.title,
    tecnico: viewer.name,
    departamento: ticket.department?.name ?? '',
  };
}

/** The caller's plantillas rendered for a ticket they can see (the composer's list). */
export async function listTicketMacros(
  deps: MacroApplyDeps,
  viewer: Viewer,
  ticketId: string,
): Promise<TicketMacro[]> {
  const { tickets } = createTicketServices(deps);
  const [ticket, rows] = await Promise.all([
    tickets.get(viewer, ticketId),
    repository.findVisibleMacros(deps.db, viewer),
  ]);
  const values = valuesFor(ticket, viewer);
  const nameOf = await namesFor(deps.db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    body: renderMacroText(row.body, values),
    actions: {
      status: row.setStatus,
      priority: row.setPriority,
      assignee: row.assignToSelf
        ? { id: viewer.userId, name: viewer.name }
        : nameOf(row.assigneeId),
      internalNote: row.internalNote ? renderMacroText(row.internalNote, values) : null,
    },
    usageCount: row.usageCount,
  }));
}

/** The message to send: the composer's text, or the plantilla's own, checked as a comment. */
function messageOf(body: string, isInternal: boolean) {
  const parsed = commentInputSchema.safeParse({ body, isInternal });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? macroMessages.validation.bodyRequired;
    throw new AppError('VALIDATION_FAILED', [{ field: 'body', message }], { message });
  }
  return parsed.data;
}

/** The plantilla's steps on the ticket, each through the tickets module's own services. */
async function runSteps(
  tx: Executor,
  services: ReturnType<typeof createTicketServices>,
  viewer: Viewer,
  ticketId: string,
  macro: repository.MacroRow,
  input: ApplyMacroInput,
): Promise<Comment> {
  const ticket = await services.tickets.get(viewer, ticketId, tx);
  const values = valuesFor(ticket, viewer);
  const message = messageOf(
    input.body ?? renderMacroText(macro.body, values),
    input.isInternal ?? true,
  );
  const comment = await services.conversation.addComment(viewer, ticketId, message);
  if (macro.internalNote) {
    const note = messageOf(renderMacroText(macro.internalNote, values), true);
    await services.conversation.addComment(viewer, ticketId, note);
  }
  if (macro.setStatus || macro.setPriority) {
    const { version } = await services.tickets.get(viewer, ticketId, tx);
    await services.changes.update(viewer, ticketId, {
      version,
      ...(macro.setStatus ? { status: macro.setStatus } : {}),
      ...(macro.setPriority ? { priority: macro.setPriority } : {}),
      ...(macro.resolution ? { resolution: renderMacroText(macro.resolution, values) } : {}),
    });
  }
  const assigneeId = macro.assignToSelf ? viewer.userId : macro.assigneeId;
  if (assigneeId) await services.changes.assign(viewer, ticketId, assigneeId);
  return comment;
}

/**
 * docs/macros.md#applying: the message, the internal note, the status and priority and the
 * assignment in one transaction, each checked by the tickets module as if done by hand; usage is
 * counted in the same transaction. Any refusal rolls back everything, and the ticket's events
 * leave only after the commit.
 */
export async function applyMacro(
  deps: MacroApplyDeps,
  viewer: Viewer,
  ticketId: string,
  macroId: string,
  input: ApplyMacroInput,
): Promise<Comment> {
  const deferred = new DeferredEvents();
  const comment = await deps.db.transaction(async (tx) => {
    const macro = await repository.lockVisibleMacro(tx, viewer, macroId);
    if (!macro) throw new AppError('MACRO_NOT_FOUND');
    // Savepoints inside this transaction: the services' own transactions nest in it.
    const services = createTicketServices({ db: tx, events: deferred, storage: deps.storage });
    const saved = await runSteps(tx, services, viewer, ticketId, macro, input);
    await repository.countUse(tx, macroId);
    return saved;
  });
  deferred.flushTo(deps.events);
  return comment;
}
