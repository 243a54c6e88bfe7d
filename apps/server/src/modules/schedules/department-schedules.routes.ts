import {
  departmentScheduleSettingsEnvelopeSchema,
  departmentScheduleSettingsInputSchema,
  lunchRotaGenerateInputSchema,
  lunchRotaInputSchema,
  lunchRotaResponseSchema,
  scheduleDepartmentParamsSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { LunchRotaService } from './lunch-rota.service';
import type { SchedulesService } from './schedules.service';

const route = routesTagged('schedules');

export type DepartmentSchedulesRoutesOptions = {
  service: SchedulesService;
  rota: LunchRotaService;
};

/**
 * A department's schedule settings and lunch rota (docs/schedules.md#api): administrators and
 * the department's leads change them; its técnicos read the rota.
 */
export const departmentSchedulesRoutes: FastifyPluginAsyncZod<
  DepartmentSchedulesRoutesOptions
> = async (app, { service, rota }) => {
  const callerOf = (request: Parameters<typeof currentUser>[0]) => {
    const { userId, role } = currentUser(request);
    return { userId, role };
  };
  const departmentParams = scheduleDepartmentParamsSchema;

  app.get(
    '/api/schedules/departments/:departmentId/settings',
    route(
      "A department's coverage minimum, lunch and automatic assignment",
      {
        params: departmentParams,
        response: okEnvelope(departmentScheduleSettingsEnvelopeSchema),
      },
      'managers',
    ),
    async (request) =>
      ok({
        settings: await service.getDepartmentSettings(
          callerOf(request),
          request.params.departmentId,
        ),
      }),
  );

  app.put(
    '/api/schedules/departments/:departmentId/settings',
    route(
      "Change a department's coverage minimum, lunch and automatic assignment",
      {
        params: departmentParams,
        body: departmentScheduleSettingsInputSchema,
        response: okEnvelope(departmentScheduleSettingsEnvelopeSchema),
      },
      'managers',
    ),
    async (request) =>
      ok({
        settings: await service.putDepartmentSettings(
          callerOf(request),
          request.params.departmentId,
          request.body,
          auditContextOf(request),
        ),
      }),
  );

  app.get(
    '/api/schedules/departments/:departmentId/lunch-rota',
    route(
      "A department's lunch rota and coverage per weekday",
      { params: departmentParams, response: okEnvelope(lunchRotaResponseSchema) },
      'staff',
    ),
    async (request) => ok(await rota.get(callerOf(request), request.params.departmentId)),
  );

  app.post(
    '/api/schedules/departments/:departmentId/lunch-rota/generate',
    route(
      'Propose a lunch rota (saved only with save: true)',
      {
        params: departmentParams,
        body: lunchRotaGenerateInputSchema,
        response: okEnvelope(lunchRotaResponseSchema),
      },
      'managers',
    ),
    async (request) =>
      ok(
        await rota.generate(
          callerOf(request),
          request.params.departmentId,
          request.body.save,
          auditContextOf(request),
        ),
      ),
  );

  app.put(
    '/api/schedules/departments/:departmentId/lunch-rota',
    route(
      "Save a department's lunch rota",
      {
        params: departmentParams,
        body: lunchRotaInputSchema,
        response: okEnvelope(lunchRotaResponseSchema),
      },
      'managers',
    ),
    async (request) =>
      ok(
        await rota.save(
          callerOf(request),
          request.params.departmentId,
          request.body.slots,
          auditContextOf(request),
        ),
      ),
  );
};
