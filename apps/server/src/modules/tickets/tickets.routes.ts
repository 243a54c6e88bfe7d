import {
  assignTicketInputSchema,
  bulkTicketInputSchema,
  bulkTicketResponseSchema,
  createTicketInputSchema,
  messageResponseSchema,
  reassignTicketInputSchema,
  ticketEnvelopeSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessages,
  ticketRefParamsSchema,
  updateTicketInputSchema,
  type CreateTicketInput,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { validationError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { readMultipart, type StoredUpload } from '../../platform/uploads';
import {
  createdEnvelope,
  ok,
  okEnvelope,
  routesTagged,
  withApiKeyScopes,
} from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import type { TicketChangesService } from './ticket-changes.service';
import type { TicketsService } from './tickets.service';
import type { Viewer } from './ticket-visibility';
import { resolveViewer } from './viewer';

const route = routesTagged('tickets');
const ticketResponse = okEnvelope(ticketEnvelopeSchema);
/** docs/api-keys.md#which-routes-accept-a-key: the list and the detail read with either scope. */
const KEY_READS = withApiKeyScopes(null, ['tickets:read:own', 'tickets:read:all']);

type TicketRouteDeps = {
  tickets: TicketsService;
  storage: FileStorage;
  changes: TicketChangesService;
  viewerOf: (request: Parameters<typeof currentUser>[0]) => Promise<Viewer>;
};

/** The list and one ticket. */
function ticketReadRoutes(app: RouteApp, { tickets, viewerOf }: TicketRouteDeps) {
  app.get(
    '/api/tickets',
    route(
      'Tickets the caller may see, filtered, searched, sorted and paged',
      { querystring: ticketListQuerySchema, response: okEnvelope(ticketListResponseSchema) },
      KEY_READS,
    ),
    async (request) => ok(await tickets.list(await viewerOf(request), request.query)),
  );

  app.get(
    '/api/tickets/:id',
    route(
      'One ticket, by its id or its number (`/api/tickets/8`)',
      { params: ticketRefParamsSchema, response: ticketResponse },
      KEY_READS,
    ),
    async (request) =>
      ok({ ticket: await tickets.get(await viewerOf(request), request.params.id) }),
  );
}

/**
 * POST /api/tickets' input: JSON, or multipart with the same fields (`productIds` repeated) and
 * repeated `attachments` files, checked like the public form's (docs/tickets.md#creating-a-ticket).
 * A body that fails the schema removes the files already stored.
 */
async function createInputOf(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ input: CreateTicketInput; files: StoredUpload[] }> {
  let body: unknown = request.body;
  let files: StoredUpload[] = [];
  if (request.isMultipart()) {
    const multipart = await readMultipart(request, storage);
    const single = (name: string) => multipart.fields[name]?.[0];
    files = multipart.files;
    body = {
      title: single('title'),
      description: single('description'),
      departmentId: single('departmentId'),
      priority: single('priority') || undefined,
      productIds: multipart.fields.productIds ?? [],
      ragSessionId: single('ragSessionId') || undefined,
      aiGenerated:
        single('aiGenerated') === undefined ? undefined : single('aiGenerated') === 'true',
    };
  }
  const parsed = createTicketInputSchema.safeParse(body ?? {});
  if (!parsed.success) {
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    throw validationError(parsed.error);
  }
  return { input: parsed.data, files };
}

/** Create, change (with its version) and delete a ticket. */
function ticketWriteRoutes(
  app: RouteApp,
  { tickets, changes, storage, viewerOf }: TicketRouteDeps,
) {
  app.post(
    '/api/tickets',
    route(
      'Create a ticket (clients file it for themselves): JSON, or multipart with repeated `attachments`',
      { response: createdEnvelope(ticketEnvelopeSchema) },
      withApiKeyScopes(null, ['tickets:create']),
    ),
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { input, files } = await createInputOf(request, storage);
      const ticket = await tickets.create(viewer, input, files);
      return reply.status(201).send(ok({ ticket }));
    },
  );

  app.put(
    '/api/tickets/:id',
    route('Change a ticket (with its current version; 409 when stale)', {
      params: ticketIdParamsSchema,
      body: updateTicketInputSchema,
      response: ticketResponse,
    }),
    async (request) => {
      const viewer = await viewerOf(request);
      await changes.update(viewer, request.params.id, request.body);
      return ok({ ticket: await tickets.get(viewer, request.params.id) });
    },
  );

  app.delete(
    '/api/tickets/:id',
    route(
      'Delete a ticket with its messages and files (administrators)',
      { params: ticketIdParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await tickets.remove(await viewerOf(request), request.params.id, auditContextOf(request));
      return ok({ message: ticketMessages.notices.deleted });
    },
  );
}

/** Assignment, one ticket at a time or many at once (staff). */
function ticketAssignmentRoutes(app: RouteApp, { tickets, changes, viewerOf }: TicketRouteDeps) {
  app.post(
    '/api/tickets/bulk',
    route(
      'Assign, or change the status or priority of, up to 100 tickets',
      { body: bulkTicketInputSchema, response: okEnvelope(bulkTicketResponseSchema) },
      'staff',
    ),
    async (request) =>
      ok(await changes.bulk(await viewerOf(request), request.body, auditContextOf(request))),
  );

  app.post(
    '/api/tickets/:id/assign',
    route(
      'Assign a ticket',
      { params: ticketIdParamsSchema, body: assignTicketInputSchema, response: ticketResponse },
      'staff',
    ),
    async (request) => {
      const viewer = await viewerOf(request);
      await changes.assign(viewer, request.params.id, request.body.assignedToId);
      return ok({ ticket: await tickets.get(viewer, request.params.id) });
    },
  );

  app.post(
    '/api/tickets/:id/reassign',
    route(
      'Reassign a ticket, saying why (the new técnico is told)',
      { params: ticketIdParamsSchema, body: reassignTicketInputSchema, response: ticketResponse },
      'staff',
    ),
    async (request) => {
      const viewer = await viewerOf(request);
      const { assignedToId, reason } = request.body;
      await changes.assign(viewer, request.params.id, assignedToId, reason);
      return ok({ ticket: await tickets.get(viewer, request.params.id) });
    },
  );
}

export const ticketsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  tickets: TicketsService;
  changes: TicketChangesService;
}> = async (app, { db, storage, tickets, changes }) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request), request.apiKey);
  const deps = { tickets, changes, storage, viewerOf };
  ticketReadRoutes(app, deps);
  ticketWriteRoutes(app, deps);
  ticketAssignmentRoutes(app, deps);
};
