import {
  departmentEnvelopeSchema,
  departmentInputSchema,
  departmentListResponseSchema,
  fieldMessages,
  idParamsSchema,
  messageResponseSchema,
  publicDepartmentListSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import type { RouteApp } from '../../platform/route-helpers';
import { auditContextOf } from '../audit/index';
import {
  departmentExportQuerySchema,
  departmentListQuerySchema,
  departmentMembersInputSchema,
} from './departments.schemas';
import type { DepartmentsService } from './departments.service';

const route = routesTagged('departments');

type RouteOptions = { service: DepartmentsService };

/** The public list, the list and the export. */
function departmentReadRoutes(app: RouteApp, { service }: RouteOptions) {
  app.get(
    '/api/departments/public',
    route(
      'Active departments for the public ticket form (docs/product/departments-and-catalogue.md)',
      { security: [], response: okEnvelope(publicDepartmentListSchema) },
      'public',
    ),
    async () => ok(await service.listPublicDepartments()),
  );

  app.get(
    '/api/departments',
    route(
      'Departments with statuses, members, lead and counts (administrators all; leads and técnicos their own)',
      {
        querystring: departmentListQuerySchema,
        response: okEnvelope(departmentListResponseSchema),
      },
      'staff',
    ),
    async (request) => {
      const departments = await service.listDepartmentItems(currentUser(request), {
        includeInactive: request.query.includeInactive === 'true',
      });
      return ok({ departments });
    },
  );

  app.get(
    '/api/departments/export',
    route(
      'The departments list as XLSX or CSV (administrators; leads their own)',
      { querystring: departmentExportQuerySchema },
      'managers',
    ),
    async (request, reply) => {
      const { format, includeInactive } = request.query;
      request.log.info({ format }, 'departments exported');
      const filters = { format, includeInactive: includeInactive === 'true' };
      return service.exportDepartments(
        reply,
        currentUser(request),
        filters,
        auditContextOf(request),
      );
    },
  );
}

/** Create and change departments. */
function departmentWriteRoutes(app: RouteApp, { service }: RouteOptions) {
  app.post(
    '/api/departments',
    route(
      'Create a department and its custom statuses (administrators)',
      { body: departmentInputSchema, response: createdEnvelope(departmentEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) => {
      const department = await service.createDepartment(request.body, auditContextOf(request));
      request.log.info({ departmentId: department.id }, 'department created');
      return reply.status(201).send(ok({ department }));
    },
  );

  app.put(
    '/api/departments/:id',
    route(
      'Edit a department and reconcile its statuses (administrators, its lead)',
      {
        params: idParamsSchema,
        body: departmentInputSchema,
        response: okEnvelope(departmentEnvelopeSchema),
      },
      'managers',
    ),
    async (request) => {
      const department = await service.updateDepartment(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ departmentId: department.id }, 'department updated');
      return ok({ department });
    },
  );
}

/** Set members, delete a department. */
function departmentMemberRoutes(app: RouteApp, { service }: RouteOptions) {
  app.put(
    '/api/departments/:id/members',
    route(
      'Replace the staff of a department (administrators, its lead)',
      {
        params: idParamsSchema,
        body: departmentMembersInputSchema,
        response: okEnvelope(departmentEnvelopeSchema),
      },
      'managers',
    ),
    async (request) => {
      const department = await service.replaceMembers(
        currentUser(request),
        request.params.id,
        request.body.userIds,
        auditContextOf(request),
      );
      request.log.info(
        { departmentId: department.id, members: department.memberIds.length },
        'department members replaced',
      );
      return ok({ department });
    },
  );

  app.delete(
    '/api/departments/:id',
    route(
      'Delete a department no ticket refers to (administrators)',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.deleteDepartment(request.params.id, auditContextOf(request));
      request.log.info({ departmentId: request.params.id }, 'department deleted');
      return ok({ message: fieldMessages.departmentDeleted });
    },
  );
}

export const departmentsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  departmentReadRoutes(app, options);
  departmentWriteRoutes(app, options);
  departmentMemberRoutes(app, options);
};
