import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
import type { FileStorage } from '../../platform/storage';
import { conversationRoutes } from './conversation.routes';
import { createPublicTicketsService } from './public-tickets.service';
import { publicTicketsRoutes } from './public-tickets.routes';
import { createTicketChangesService } from './ticket-changes.service';
import { createTicketConversationService } from './ticket-conversation.service';
import { registerTicketLiveUpdates } from './ticket-live-updates';
import { createTicketsService } from './tickets.service';
import { ticketsRoutes } from './tickets.routes';

/** The ticket services over one database, for scripts (the demo seed) and for the routes. */
export function createTicketServices(deps: { db: Db; events: EventBus; storage: FileStorage }) {
  return {
    tickets: createTicketsService(deps),
    changes: createTicketChangesService(deps),
    conversation: createTicketConversationService(deps),
  };
}

export { resolveViewer } from './viewer';
/** The visibility rule as a condition, for another module's read of tickets (customers). */
export { visibleTo } from './ticket-visibility';
/** The visibility rule for many users at once: notifications check recipients with it. */
export { ticketViewersQuery } from './ticket-visibility';
export { clearOverCapCounts } from './list-count-cache';

/** The tickets module: services wired once, routes registered (STYLE: index.ts is the plugin). */
export async function registerTickets(
  app: FastifyInstance,
  deps: { db: Db; events: EventBus; storage: FileStorage; mailer: Mailer; config: Config },
): Promise<void> {
  const base = { db: deps.db, events: deps.events, storage: deps.storage };
  const { tickets, changes, conversation } = createTicketServices(base);
  const publicTickets = createPublicTicketsService(base, deps.mailer, deps.config);
  await app.register(publicTicketsRoutes, {
    service: publicTickets,
    storage: deps.storage,
    config: deps.config,
  });
  await app.register(ticketsRoutes, { db: deps.db, tickets, changes });
  await app.register(conversationRoutes, { db: deps.db, storage: deps.storage, conversation });
  registerTicketLiveUpdates(app, { db: deps.db, events: deps.events });
}
