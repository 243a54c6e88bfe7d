import {
  attachmentListResponseSchema,
  commentEnvelopeSchema,
  commentInputSchema,
  commentListResponseSchema,
  ticketAttachmentParamsSchema,
  ticketEventListResponseSchema,
  ticketIdParamsSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError, validationError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { contentDisposition } from '../../platform/stored-file-reply';
import { readMultipart } from '../../platform/uploads';
import type { TicketConversationService } from './ticket-conversation.service';
import type { Viewer } from './ticket-visibility';
import { resolveViewer } from './viewer';

const route = routesTagged('tickets');

type ConversationRouteDeps = {
  storage: FileStorage;
  conversation: TicketConversationService;
  viewerOf: (request: Parameters<typeof currentUser>[0]) => Promise<Viewer>;
};

/** The conversation: read it, add a reply or a note (JSON or multipart with files). */
function commentRoutes(app: RouteApp, { storage, conversation, viewerOf }: ConversationRouteDeps) {
  app.get(
    '/api/tickets/:id/comments',
    route('The conversation (internal notes only for staff)', {
      params: ticketIdParamsSchema,
      response: okEnvelope(commentListResponseSchema),
    }),
    async (request) =>
      ok({ comments: await conversation.listComments(await viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/tickets/:id/comments',
    route(
      'Add a public reply or an internal note: JSON {body, isInternal} or multipart with attachments',
      {
        params: ticketIdParamsSchema,
        response: createdEnvelope(commentEnvelopeSchema),
      },
    ),
    async (request, reply) => {
      const viewer = await viewerOf(request);
      let body: unknown = request.body;
      let files: Awaited<ReturnType<typeof readMultipart>>['files'] = [];
      if (request.isMultipart()) {
        const multipart = await readMultipart(request, storage);
        files = multipart.files;
        body = {
          body: multipart.fields.body?.[0],
          isInternal: multipart.fields.isInternal?.[0] === 'true',
        };
      }
      const parsed = commentInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        await Promise.all(files.map((file) => storage.remove(file.storageKey)));
        throw validationError(parsed.error);
      }
      const comment = await conversation.addComment(viewer, request.params.id, parsed.data, files);
      return reply.status(201).send(ok({ comment }));
    },
  );
}

/** The ticket's files: list, add, download. */
function attachmentRoutes(
  app: RouteApp,
  { storage, conversation, viewerOf }: ConversationRouteDeps,
) {
  app.get(
    '/api/tickets/:id/attachments',
    route("The ticket's files the caller may see", {
      params: ticketIdParamsSchema,
      response: okEnvelope(attachmentListResponseSchema),
    }),
    async (request) => {
      const viewer = await viewerOf(request);
      return ok({ attachments: await conversation.listAttachments(viewer, request.params.id) });
    },
  );

  app.post(
    '/api/tickets/:id/attachments',
    route('Add files to a ticket (multipart, repeated `attachments`)', {
      params: ticketIdParamsSchema,
      response: createdEnvelope(attachmentListResponseSchema),
    }),
    async (request, reply) => {
      const viewer = await viewerOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const { files } = await readMultipart(request, storage);
      const attachments = await conversation.addAttachments(viewer, request.params.id, files);
      return reply.status(201).send(ok({ attachments }));
    },
  );

  app.get(
    '/api/tickets/:id/attachments/:attachmentId',
    route('Download a file (images inline, everything else as attachment)', {
      params: ticketAttachmentParamsSchema,
    }),
    async (request, reply) => {
      const file = await conversation.openAttachment(
        await viewerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      // docs/conventions.md#security: never rendered as a page: sandboxed, not sniffed, not cached
      // by proxies.
      const isImage = /^image\/(png|jpeg|gif)$/.test(file.contentType);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header(
          'content-disposition',
          contentDisposition(isImage ? 'inline' : 'attachment', file.fileName),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}

/** Every change of the ticket. */
function historyRoutes(app: RouteApp, { conversation, viewerOf }: ConversationRouteDeps) {
  app.get(
    '/api/tickets/:id/history',
    route('Every change, oldest first (clients see status changes only)', {
      params: ticketIdParamsSchema,
      response: okEnvelope(ticketEventListResponseSchema),
    }),
    async (request) =>
      ok({ events: await conversation.history(await viewerOf(request), request.params.id) }),
  );
}

export const conversationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  conversation: TicketConversationService;
}> = async (app, { db, storage, conversation }) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));
  const deps = { storage, conversation, viewerOf };
  commentRoutes(app, deps);
  attachmentRoutes(app, deps);
  historyRoutes(app, deps);
};
