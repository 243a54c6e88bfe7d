import type { FastifyPluginAsync } from 'fastify';
import type { TicketEventName } from '../../platform/events';
import type { ModuleOptions } from '../../platform/module-options';
import { slaRoutes } from './sla.routes';
import { applyTicketSla } from './ticket-sla.service';

/** The ticket events after which a ticket's SLA clock is moved (docs/sla.md#clock). */
const CLOCK_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.priority_changed',
  'ticket.escalated',
  'ticket.comment_added',
] as const satisfies readonly TicketEventName[];

/**
 * SLAs (docs/sla.md): policies and business calendars, and each ticket's clock, moved after the
 * tickets module's events (the notifications module is their one durable consumer; this one
 * reads the ticket's state again, so a repeated event changes nothing).
 */
export const slaModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(slaRoutes, { db });
  for (const event of CLOCK_EVENTS)
    app.events.subscribe(event, ({ ticketId }) => applyTicketSla(db, ticketId));
};
