import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client';
import type { TicketEventName } from '../../platform/events';
import type { ModuleOptions } from '../../platform/module-options';
import { escalateTicketBySystem } from '../tickets/index';
import { checkSlaClocks } from './sla-check';
import { slaDashboardRoutes } from './sla-dashboard.routes';
import { startMissingClocks } from './sla-sweep';
import { findClocksOutOfStep } from './sla.repository';
import { slaRoutes } from './sla.routes';
import { applyTicketSla, firstResponsePromise } from './ticket-sla.service';

/** The ticket events after which a ticket's SLA clock is moved (docs/sla.md#clock). */
const CLOCK_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.priority_changed',
  'ticket.escalated',
  'ticket.comment_added',
] as const satisfies readonly TicketEventName[];

/** What other modules call: the tickets module's public form reads its promise here. */
export type SlaApi = {
  /** The first response the matching policy promises (docs/sla.md#the-public-forms-promise). */
  firstResponsePromise: typeof firstResponsePromise;
};

declare module 'fastify' {
  interface FastifyInstance {
    sla: SlaApi;
  }
}

/**
 * SLAs (docs/sla.md): policies and business calendars, and each ticket's clock, moved after the
 * tickets module's events (the notifications module is their one durable consumer; this one
 * reads the ticket's state again, so a repeated event changes nothing).
 */
async function registerSla(app: FastifyInstance, { db }: ModuleOptions) {
  app.decorate('sla', {
    firstResponsePromise: (executor: Executor, ticket) => firstResponsePromise(executor, ticket),
  } satisfies SlaApi);
  await app.register(slaRoutes, { db });
  await app.register(slaDashboardRoutes, { db });
  for (const event of CLOCK_EVENTS)
    app.events.subscribe(event, ({ ticketId }) => applyTicketSla(db, ticketId));
  // "Pausa el SLA" switched on a status tickets sit in: their clocks stop (or run) now.
  app.events.subscribe('department.updated', async ({ departmentId }) => {
    for (const ticketId of await findClocksOutOfStep(db, departmentId))
      await applyTicketSla(db, ticketId);
  });
  // docs/sla.md#alerts: the clocks imports left out, then warnings, breaches and automatic
  // escalations, once per target, on one instance of the cluster.
  app.jobs.every('sla.check', '* * * * *', async () => {
    const started = await startMissingClocks(db);
    if (started > 0) app.log.info({ started }, 'SLA clocks started');
    const result = await checkSlaClocks(db, {
      raise: (alert) => app.notifications.raiseEscalationAlert(alert),
      escalate: (ticketId, reason) =>
        escalateTicketBySystem({ db, events: app.events }, ticketId, reason),
    });
    if (result.atRisk + result.breached > 0) app.log.info(result, 'SLA alerts sent');
  });
}

/** Not encapsulated: `app.sla` serves the modules registered before it, at request time. */
export const slaModule = fp(registerSla, {
  name: 'sla',
  dependencies: ['platform-services', 'notifications'],
});

/**
 * The SLA figures of the administrator's and lead's overview (docs/dashboards.md#figures) and of
 * the técnico's own dashboard, scoped to their tickets (docs/dashboards.md#técnico).
 */
export { slaSummary, type SlaScope } from './sla-dashboard.service';

/**
 * The SLA reports (docs/reports.md#sla): a period's met and breached targets per Lima day,
 * priority, department and assignee, from the daily counts (docs/sla.md#dashboard).
 */
export { periodCounts as slaPeriodCounts } from './sla-dashboard.repository';

/**
 * Team time's calendar (docs/schedules.md#holidays): the calendar in force, its closed days with
 * names, and local wall-clock times as instants.
 */
export { findHolidayCalendar } from './sla.repository';
export { closedDaysBetween } from './sla-calendars';
export { instantOfLocalTime, localDateOf } from './business-time';
