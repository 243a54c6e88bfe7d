import {
  availabilityResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  myScheduleResponseSchema,
  scheduleAvailabilityQuerySchema,
  scheduleExceptionEnvelopeSchema,
  scheduleExceptionInputSchema,
  scheduleExceptionPatchSchema,
  scheduleMessages,
  scheduleRangeQuerySchema,
  scheduleSettingsEnvelopeSchema,
  scheduleSettingsInputSchema,
  scheduleTeamQuerySchema,
  scheduleUserParamsSchema,
  teamScheduleResponseSchema,
  workShiftsEnvelopeSchema,
  workShiftsInputSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { ScheduleViewsService } from './schedule-views.service';
import type { SchedulesService } from './schedules.service';

const route = routesTagged('schedules');

export type SchedulesRoutesOptions = { service: SchedulesService; views: ScheduleViewsService };

/**
 * Team time (docs/schedules.md#api): settings for administrators; patterns and exceptions for
 * administrators and leads (their departments' técnicos, checked by the services); a person's
 * own schedule and their departments' availability for staff.
 */
export const schedulesRoutes: FastifyPluginAsyncZod<SchedulesRoutesOptions> = async (
  app,
  { service, views },
) => {
  const callerOf = (request: Parameters<typeof currentUser>[0]) => {
    const { userId, role } = currentUser(request);
    return { userId, role };
  };
  const settingsResponse = okEnvelope(scheduleSettingsEnvelopeSchema);

  app.get(
    '/api/schedules/settings',
    route('The calendar whose holidays apply to shifts', { response: settingsResponse }, 'admins'),
    async () => ok({ settings: await service.getSettings() }),
  );

  app.put(
    '/api/schedules/settings',
    route(
      'Choose the calendar whose holidays apply to shifts',
      { body: scheduleSettingsInputSchema, response: settingsResponse },
      'admins',
    ),
    async (request) =>
      ok({
        settings: await service.putSettings(request.body.calendarId, auditContextOf(request)),
      }),
  );

  app.get(
    '/api/schedules/team',
    route(
      "A team's patterns, exceptions, lunches and shift instances, with coverage",
      { querystring: scheduleTeamQuerySchema, response: okEnvelope(teamScheduleResponseSchema) },
      'managers',
    ),
    async (request) => ok(await views.team(callerOf(request), request.query)),
  );

  app.put(
    '/api/schedules/users/:userId/shifts',
    route(
      "Replace a técnico's weekly pattern",
      {
        params: scheduleUserParamsSchema,
        body: workShiftsInputSchema,
        response: okEnvelope(workShiftsEnvelopeSchema),
      },
      'managers',
    ),
    async (request) =>
      ok(
        await service.replaceShifts(
          callerOf(request),
          request.params.userId,
          request.body.shifts,
          auditContextOf(request),
        ),
      ),
  );

  app.post(
    '/api/schedules/exceptions',
    route(
      'Add a vacation, leave, swap or extra shift',
      {
        body: scheduleExceptionInputSchema,
        response: createdEnvelope(scheduleExceptionEnvelopeSchema),
      },
      'managers',
    ),
    async (request, reply) => {
      const exception = await service.createException(
        callerOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send(ok({ exception }));
    },
  );

  app.patch(
    '/api/schedules/exceptions/:id',
    route(
      'Change an exception',
      {
        params: idParamsSchema,
        body: scheduleExceptionPatchSchema,
        response: okEnvelope(scheduleExceptionEnvelopeSchema),
      },
      'managers',
    ),
    async (request) =>
      ok({
        exception: await service.updateException(
          callerOf(request),
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      }),
  );

  app.delete(
    '/api/schedules/exceptions/:id',
    route(
      'Delete an exception',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'managers',
    ),
    async (request) => {
      await service.deleteException(callerOf(request), request.params.id, auditContextOf(request));
      return ok({ message: scheduleMessages.removedException });
    },
  );

  app.get(
    '/api/schedules/me',
    route(
      'My shifts, lunch, planned breaks, exceptions and holidays',
      { querystring: scheduleRangeQuerySchema, response: okEnvelope(myScheduleResponseSchema) },
      'staff',
    ),
    async (request) => ok(await views.me(callerOf(request), request.query)),
  );

  app.get(
    '/api/schedules/availability',
    route(
      "Each técnico's availability now and each department's coverage",
      {
        querystring: scheduleAvailabilityQuerySchema,
        response: okEnvelope(availabilityResponseSchema),
      },
      'staff',
    ),
    async (request) => ok(await views.availability(callerOf(request), request.query)),
  );
};
