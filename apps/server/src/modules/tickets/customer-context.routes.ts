import {
  confirmCompanySuggestionSchema,
  customerContextSchema,
  customerNotesInputSchema,
  ticketRefParamsSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { CompanySuggestionService } from './company-suggestion.service';
import type { CustomerContextService } from './customer-context.service';
import { resolveViewer } from './viewer';

const route = routesTagged('tickets');

/** docs/customers.md#customer-context: the panel beside a ticket, for staff only. */
export const customerContextRoutes: FastifyPluginAsyncZod<{
  db: Db;
  service: CustomerContextService;
  suggestions: CompanySuggestionService;
}> = async (app, { db, service, suggestions }) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));

  app.get(
    '/api/tickets/:id/customer-context',
    route(
      "The ticket's customer: contact, company, other tickets and staff notes",
      { params: ticketRefParamsSchema, response: okEnvelope(customerContextSchema) },
      'staff',
    ),
    async (request) => ok(await service.get(await viewerOf(request), request.params.id)),
  );

  app.put(
    '/api/tickets/:id/customer-notes',
    route(
      "Save the staff notes about the ticket's company or requester",
      {
        params: ticketRefParamsSchema,
        body: customerNotesInputSchema,
        response: okEnvelope(customerContextSchema),
      },
      'staff',
    ),
    async (request) =>
      ok(
        await service.saveNotes(
          await viewerOf(request),
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      ),
  );

  // docs/customers.md#company-suggestions: staff settle the company the public form's requester
  // named; clients never see it (403 here, and no client answer carries it).
  app.post(
    '/api/tickets/:id/company-suggestion/confirm',
    route(
      'Link the ticket to its suggested company, optionally adding the requester as its contact',
      {
        params: ticketRefParamsSchema,
        body: confirmCompanySuggestionSchema,
        response: okEnvelope(customerContextSchema),
      },
      'staff',
    ),
    async (request) =>
      ok(
        await suggestions.confirm(
          await viewerOf(request),
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      ),
  );

  app.post(
    '/api/tickets/:id/company-suggestion/dismiss',
    route(
      "Dismiss the ticket's suggested company",
      { params: ticketRefParamsSchema, response: okEnvelope(customerContextSchema) },
      'staff',
    ),
    async (request) =>
      ok(
        await suggestions.dismiss(
          await viewerOf(request),
          request.params.id,
          auditContextOf(request),
        ),
      ),
  );
};
