import {
  assignTicketInputSchema,
  bulkTicketInputSchema,
  bulkTicketResponseSchema,
  createTicketInputSchema,
  messageResponseSchema,
  reassignTicketInputSchema,
  STAFF_ROLES,
  successEnvelope,
  ticketEnvelopeSchema,
  ticketMessages,
  ticketListQuerySchema,
  ticketListResponseSchema,
  updateTicketInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import type { TicketChangesService } from './ticket-changes.service';
import type { TicketsService } from './tickets.service';
import type { Viewer } from './ticket-visibility';
import { resolveViewer } from './viewer';

export const ticketIdParams = z.object({
  id: z.uuid({ error: 'El identificador del ticket no es válido' }),
});
const ticketResponse = successEnvelope(ticketEnvelopeSchema);

type App = Parameters<FastifyPluginAsyncZod>[0];
type TicketRouteDeps = {
  tickets: TicketsService;
  changes: TicketChangesService;
  viewerOf: (request: Parameters<typeof currentUser>[0]) => Promise<Viewer>;
};

/** The list and one ticket. */
function ticketReadRoutes(app: App, { tickets, viewerOf }: TicketRouteDeps) {
  app.get(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Tickets the caller may see, filtered, searched, sorted and paged',
        querystring: ticketListQuerySchema,
        response: { 200: successEnvelope(ticketListResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tickets.list(await viewerOf(request), request.query),
    }),
  );

  app.get(
    '/api/tickets/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'One ticket',
        params: ticketIdParams,
        response: { 200: ticketResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { ticket: await tickets.get(await viewerOf(request), request.params.id) },
    }),
  );
}

/** Create, change (with its version) and delete a ticket. */
function ticketWriteRoutes(app: App, { tickets, changes, viewerOf }: TicketRouteDeps) {
  app.post(
    '/api/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Create a ticket (clients file it for themselves)',
        body: createTicketInputSchema,
        response: { 201: ticketResponse },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.create(await viewerOf(request), request.body);
      return reply.status(201).send({ success: true as const, data: { ticket } });
    },
  );

  app.put(
    '/api/tickets/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Change a ticket (with its current version; 409 when stale)',
        params: ticketIdParams,
        body: updateTicketInputSchema,
        response: { 200: ticketResponse },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      await changes.update(viewer, request.params.id, request.body);
      return {
        success: true as const,
        data: { ticket: await tickets.get(viewer, request.params.id) },
      };
    },
  );

  app.delete(
    '/api/tickets/:id',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['tickets'],
        summary: 'Delete a ticket with its messages and files (administrators)',
        params: ticketIdParams,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await tickets.remove(await viewerOf(request), request.params.id, auditContextOf(request));
      return { success: true as const, data: { message: ticketMessages.notices.deleted } };
    },
  );
}

/** Assignment, one ticket at a time or many at once (staff). */
function ticketAssignmentRoutes(app: App, { tickets, changes, viewerOf }: TicketRouteDeps) {
  app.post(
    '/api/tickets/bulk',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['tickets'],
        summary: 'Assign, or change the status or priority of, up to 100 tickets',
        body: bulkTicketInputSchema,
        response: { 200: successEnvelope(bulkTicketResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changes.bulk(await viewerOf(request), request.body, auditContextOf(request)),
    }),
  );

  app.post(
    '/api/tickets/:id/assign',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['tickets'],
        summary: 'Assign a ticket',
        params: ticketIdParams,
        body: assignTicketInputSchema,
        response: { 200: ticketResponse },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      await changes.assign(viewer, request.params.id, request.body.assignedToId);
      return {
        success: true as const,
        data: { ticket: await tickets.get(viewer, request.params.id) },
      };
    },
  );

  app.post(
    '/api/tickets/:id/reassign',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['tickets'],
        summary: 'Reassign a ticket, saying why (the new técnico is told)',
        params: ticketIdParams,
        body: reassignTicketInputSchema,
        response: { 200: ticketResponse },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      await changes.assign(
        viewer,
        request.params.id,
        request.body.assignedToId,
        request.body.reason,
      );
      return {
        success: true as const,
        data: { ticket: await tickets.get(viewer, request.params.id) },
      };
    },
  );
}

export const ticketsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tickets: TicketsService;
  changes: TicketChangesService;
}> = async (app, { db, tickets, changes }) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));
  const deps = { tickets, changes, viewerOf };
  ticketReadRoutes(app, deps);
  ticketWriteRoutes(app, deps);
  ticketAssignmentRoutes(app, deps);
};
