import {
  SAVED_VIEWS_PER_USER_MAX,
  messageResponseSchema,
  savedViewEnvelopeSchema,
  savedViewInputSchema,
  savedViewCountsResponseSchema,
  savedViewIdParamsSchema,
  savedViewListResponseSchema,
  ticketMessages,
  type SavedView,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { countViewsOf } from './saved-view-counts';
import * as repository from './saved-views.repository';

const route = routesTagged('tickets');

const toView = (row: Awaited<ReturnType<typeof repository.insertView>>): SavedView => ({
  id: row.id,
  name: row.name,
  filters: row.filters as Record<string, string>,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A user's own saved ticket-list filters ("Vistas", docs/product/tickets.md#ticket-list). Nobody
 * sees another's.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/saved-views',
    route("The caller's saved views", {
      response: okEnvelope(savedViewListResponseSchema),
    }),
    async (request) => ({
      success: true as const,
      data: {
        views: (await repository.findViewsOfUser(db, currentUser(request).userId)).map(toView),
      },
    }),
  );

  app.get(
    '/api/saved-views/counts',
    route(
      'How many tickets each view holds (built-in and saved), up to 1,000',
      { response: okEnvelope(savedViewCountsResponseSchema) },
      'staff',
    ),
    async (request) => ok({ counts: await countViewsOf(db, currentUser(request)) }),
  );

  app.post(
    '/api/saved-views',
    route('Save the current list filters as a view', {
      body: savedViewInputSchema,
      response: createdEnvelope(savedViewEnvelopeSchema),
    }),
    async (request, reply) => {
      const { userId } = currentUser(request);
      const count = await repository.countViewsOfUser(db, userId);
      if (count >= SAVED_VIEWS_PER_USER_MAX) {
        const message = ticketMessages.notices.viewLimit(SAVED_VIEWS_PER_USER_MAX);
        throw new AppError('VALIDATION_FAILED', [{ field: 'name', message }], { message });
      }
      const filters = Object.fromEntries(
        Object.entries(request.body.filters).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const row = await repository.insertView(db, {
        userId,
        name: request.body.name,
        filters,
        position: count,
      });
      return reply.status(201).send(ok({ view: toView(row) }));
    },
  );

  app.delete(
    '/api/saved-views/:id',
    route('Delete one of your views', {
      params: savedViewIdParamsSchema,
      response: okEnvelope(messageResponseSchema),
    }),
    async (request) => {
      const deleted = await repository.deleteViewOfUser(
        db,
        currentUser(request).userId,
        request.params.id,
      );
      if (!deleted) throw new AppError('NOT_FOUND');
      return ok({ message: ticketMessages.notices.viewDeleted });
    },
  );
};
