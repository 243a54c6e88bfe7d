import {
  reopenTicketInputSchema,
  ticketCloseMessages,
  ticketCloseEnvelopeSchema,
  ticketExportQuerySchema,
  ticketIdParamsSchema,
  ticketRatingEnvelopeSchema,
  ticketRatingInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { sendSpreadsheet } from '../../platform/spreadsheet-export';
import { auditContextOf } from '../audit/index';
import { startTicketExport, TICKET_EXPORT_COLUMNS } from './ticket-export';
import type { TicketCloseService } from './ticket-close.service';
import type { TicketsService } from './tickets.service';
import { resolveViewer } from './viewer';

const route = routesTagged('tickets');

/**
 * docs/product/tickets.md#closing: the client's "¿Se resolvió tu problema?" and the satisfaction
 * rating (the service checks the caller against the ticket: its client only), and the export that
 * carries each ticket's Solución and rating.
 */
export const ticketCloseRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tickets: TicketsService;
  close: TicketCloseService;
}> = async (app, { db, tickets, close }) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));

  // docs/exports.md: staff only; the visibility rule and the list's filters choose the rows.
  app.get(
    '/api/tickets/export',
    route(
      'The filtered ticket list as XLSX or CSV, with the Solución and the rating (staff)',
      { querystring: ticketExportQuerySchema },
      'staff',
    ),
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const rows = await startTicketExport(db, viewer, request.query, auditContextOf(request));
      return sendSpreadsheet(reply, {
        format: request.query.format,
        fileName: 'tickets',
        sheetName: ticketCloseMessages.export.sheet,
        columns: TICKET_EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/tickets/:id/confirm-resolution',
    route('The client confirms the resolution: the ticket is closed', {
      params: ticketIdParamsSchema,
      response: okEnvelope(ticketCloseEnvelopeSchema),
    }),
    async (request) => {
      const viewer = await viewerOf(request);
      await close.confirm(viewer, request.params.id);
      return ok({ ticket: await tickets.get(viewer, request.params.id) });
    },
  );

  app.post(
    '/api/tickets/:id/reopen',
    route('The client says the problem goes on: reopened, the reason left as a public comment', {
      params: ticketIdParamsSchema,
      body: reopenTicketInputSchema,
      response: okEnvelope(ticketCloseEnvelopeSchema),
    }),
    async (request) => {
      const viewer = await viewerOf(request);
      await close.reopen(viewer, request.params.id, request.body);
      return ok({ ticket: await tickets.get(viewer, request.params.id) });
    },
  );

  app.get(
    '/api/tickets/:id/rating',
    route("The client's satisfaction rating of the ticket, and whether the caller may rate it", {
      params: ticketIdParamsSchema,
      response: okEnvelope(ticketRatingEnvelopeSchema),
    }),
    async (request) => ok(await close.rating(await viewerOf(request), request.params.id)),
  );

  app.post(
    '/api/tickets/:id/rating',
    route('The client rates a closed ticket, 1 to 5 with an optional comment (once)', {
      params: ticketIdParamsSchema,
      body: ticketRatingInputSchema,
      response: createdEnvelope(ticketRatingEnvelopeSchema),
    }),
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await close.rate(viewer, request.params.id, request.body);
      return reply.status(201).send(ok(await close.rating(viewer, request.params.id)));
    },
  );
};
