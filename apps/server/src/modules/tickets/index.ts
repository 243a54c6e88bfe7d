import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import type { EventBus } from '../../platform/events';
import type { ModuleOptions } from '../../platform/module-options';
import type { FileStorage } from '../../platform/storage';
import { conversationRoutes } from './conversation.routes';
import { createCompanySuggestionService } from './company-suggestion.service';
import { customerContextRoutes } from './customer-context.routes';
import { createCustomerContextService } from './customer-context.service';
import { createPublicTicketsService } from './public-tickets.service';
import { publicTicketsRoutes } from './public-tickets.routes';
import { createTicketChangesService } from './ticket-changes.service';
import { ticketCloseRoutes } from './ticket-close.routes';
import { createTicketCloseService } from './ticket-close.service';
import { createTicketConversationService } from './ticket-conversation.service';
import { registerTicketLiveUpdates } from './ticket-live-updates';
import { createTicketsService, type NewTicketAssigner } from './tickets.service';
import { ticketsRoutes } from './tickets.routes';
import { visibleTo } from './ticket-visibility';
import { resolveViewer } from './viewer';

/** The ticket services over one database, for scripts (the demo seed) and for the routes. */
export function createTicketServices(deps: {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  assignNewTicket?: NewTicketAssigner;
}) {
  return {
    tickets: createTicketsService(deps),
    changes: createTicketChangesService(deps),
    conversation: createTicketConversationService(deps),
    close: createTicketCloseService(deps),
  };
}

export { resolveViewer } from './viewer';
/** The SLA check's automatic escalation: a change with no person behind it. */
export { escalateTicketBySystem } from './ticket-system-escalation';
/** docs/schedules.md#asignación-automática: the department's automatic assignment. */
export {
  assignTicketBySystem,
  type ChosenAssignee,
  type SystemAssignment,
  type WaitingTicket,
} from './ticket-system-assignment';
export type { NewTicketAssigner } from './tickets.service';
/** The visibility rule over the `tickets` table, for another module's aggregate reads. */
export { teamPanelScope, visibleTo, type Viewer } from './ticket-visibility';
/** The visibility rule for many users at once: notifications check recipients with it. */
export { ticketViewersQuery } from './ticket-visibility';
export { clearOverCapCounts } from './list-count-cache';
/** The view tabs' counts (the saved-views module). */
export { countTicketsUpToCap } from './ticket-count.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visibility rule as a condition for this caller, for another module's read of tickets. */
    ticketScope: (claims: AccessClaims) => Promise<SQL | undefined>;
  }
}

/**
 * The tickets module: services wired once, routes registered, live updates subscribed, and
 * `app.ticketScope` decorated for the customers module (which tickets itself imports).
 */
export const ticketsModule = fp(
  async (app: FastifyInstance, { config, db }: ModuleOptions) => {
    const storage = app.files.attachments;
    // The schedules module registers later and decorates `app.autoAssign`; read at request time.
    const base = {
      db,
      events: app.events,
      storage,
      assignNewTicket: ((ticket) =>
        app.hasDecorator('autoAssign')
          ? app.autoAssign.newTicket(ticket)
          : Promise.resolve(null)) satisfies NewTicketAssigner,
    };
    const { tickets, changes, conversation, close } = createTicketServices(base);
    // The SLA module registers later and decorates `app.sla`; read at request time.
    const publicTickets = createPublicTicketsService(
      base,
      app.mailer,
      config,
      (executor, ticket) =>
        app.hasDecorator('sla')
          ? app.sla.firstResponsePromise(executor, ticket)
          : Promise.resolve(null),
      app.templates,
    );
    await app.register(publicTicketsRoutes, { service: publicTickets, storage, config });
    await app.register(ticketsRoutes, { db, storage, tickets, changes });
    await app.register(conversationRoutes, { db, storage, conversation });
    await app.register(customerContextRoutes, {
      db,
      service: createCustomerContextService({ db }),
      suggestions: createCompanySuggestionService({ db }),
    });
    await app.register(ticketCloseRoutes, { db, tickets, close });
    registerTicketLiveUpdates(app, { db, events: app.events });
    app.decorate('ticketScope', async (claims: AccessClaims) =>
      visibleTo(await resolveViewer(db, claims)),
    );
  },
  { name: 'tickets', dependencies: ['platform-services'] },
);

/** docs/email.md#inbound: tickets and public comments written from e-mails. */
export { buildConfirmationEmail } from './confirmation-email';
export {
  emailParticipant,
  findTicketIdByNumber,
  insertEmailTicket,
  saveEmailComment,
  viewerByEmail,
  type EmailTicket,
} from './email-tickets';
