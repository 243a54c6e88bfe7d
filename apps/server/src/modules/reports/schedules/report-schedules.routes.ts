import { idParamsSchema, messageResponseSchema } from '@atiende/contracts';
import {
  reportDeliveriesQuerySchema,
  reportDeliveryListSchema,
  reportScheduleCreateSchema,
  reportScheduleEnvelopeSchema,
  reportScheduleListSchema,
  reportScheduleMessages,
  reportSchedulePatchSchema,
  reportSendNowSchema,
  reportUnsubscribeResultSchema,
} from '@atiende/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { currentUser } from '../../../platform/auth/auth-guard';
import { AppError } from '../../../platform/errors';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../../platform/route-helpers';
import { resolveViewer } from '../../tickets/index';
import type { ReportSchedulesService } from './report-schedules.service';

const route = routesTagged('reports');

export type ReportSchedulesRoutesOptions = { db: Db; service: ReportSchedulesService };

/**
 * docs/reports.md#scheduled-reports. Every route but the unsubscribe needs a session; the
 * service answers técnicos and clients 403 with the reports' own message, and a lead sees only
 * the schedules they created.
 */
export const reportSchedulesRoutes: FastifyPluginAsyncZod<ReportSchedulesRoutesOptions> = async (
  app,
  { db, service },
) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));

  app.get(
    '/api/reports/schedules',
    route('The scheduled reports the caller manages (a lead: their own)', {
      response: okEnvelope(reportScheduleListSchema),
    }),
    async (request) => ok({ schedules: await service.list(await viewerOf(request)) }),
  );

  app.post(
    '/api/reports/schedules',
    route('Schedule a report by e-mail', {
      body: reportScheduleCreateSchema,
      response: createdEnvelope(reportScheduleEnvelopeSchema),
    }),
    async (request, reply) => {
      const schedule = await service.create(await viewerOf(request), request.body);
      return reply.status(201).send(ok({ schedule }));
    },
  );

  app.patch(
    '/api/reports/schedules/:id',
    route('Edit, pause or resume a scheduled report', {
      params: idParamsSchema,
      body: reportSchedulePatchSchema,
      response: okEnvelope(reportScheduleEnvelopeSchema),
    }),
    async (request) =>
      ok({
        schedule: await service.update(await viewerOf(request), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/reports/schedules/:id',
    route('Delete a scheduled report and its history', {
      params: idParamsSchema,
      response: okEnvelope(messageResponseSchema),
    }),
    async (request) => {
      await service.remove(await viewerOf(request), request.params.id);
      return ok({ message: reportScheduleMessages.page.deleted });
    },
  );

  app.post(
    '/api/reports/schedules/:id/send-now',
    route('Send a scheduled report now, once (recorded in the history)', {
      params: idParamsSchema,
      response: okEnvelope(reportSendNowSchema),
    }),
    async (request) =>
      ok({ deliveries: await service.sendNow(await viewerOf(request), request.params.id) }),
  );

  app.get(
    '/api/reports/deliveries',
    route('The history of scheduled reports sent, newest first', {
      querystring: reportDeliveriesQuerySchema,
      response: okEnvelope(reportDeliveryListSchema),
    }),
    async (request) => ok(await service.deliveries(await viewerOf(request), request.query)),
  );

  // RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; this
  // plugin's routes read such a body (the token travels in the address).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const tokenSchema = z.string().min(1).max(1000).optional();
  app.post(
    '/api/reports/unsubscribe',
    route(
      "Stop one recipient's copies of one scheduled report (the e-mail's link; no session)",
      {
        querystring: z.object({ token: tokenSchema }),
        body: z.object({ token: tokenSchema }).optional(),
        response: okEnvelope(reportUnsubscribeResultSchema),
      },
      'public',
    ),
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token)
        throw new AppError(
          'VALIDATION_FAILED',
          [{ field: 'token', message: reportScheduleMessages.unsubscribe.missing }],
          {
            message: reportScheduleMessages.unsubscribe.missing,
          },
        );
      return ok(await service.unsubscribe(token));
    },
  );
};
