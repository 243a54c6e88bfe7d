import {
  departmentEnvelopeSchema,
  departmentInputSchema,
  departmentListResponseSchema,
  fieldMessages,
  messageResponseSchema,
  publicDepartmentListSchema,
  STAFF_ROLES,
  successEnvelope,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import { exportDepartments, listDepartmentItems } from './departments-list.service';
import {
  departmentExportQuerySchema,
  departmentListQuerySchema,
  departmentMembersInputSchema,
  idParamsSchema,
} from './departments.schemas';
import type { DepartmentsService } from './departments.service';

const departmentResponse = successEnvelope(departmentEnvelopeSchema);

type App = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = { db: Db; service: DepartmentsService };

/** The public list, the list and the export. */
function departmentReadRoutes(app: App, { db, service }: RouteOptions) {
  app.get(
    '/api/departments/public',
    {
      config: { public: true },
      schema: {
        tags: ['departments'],
        summary:
          'Active departments for the public ticket form (docs/product/departments-and-catalogue.md)',
        security: [],
        response: { 200: successEnvelope(publicDepartmentListSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.listPublicDepartments() }),
  );

  app.get(
    '/api/departments',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['departments'],
        summary:
          'Departments with statuses, members, lead and counts (administrators all; leads and técnicos their own)',
        querystring: departmentListQuerySchema,
        response: {
          200: successEnvelope(departmentListResponseSchema),
        },
      },
    },
    async (request) => {
      const departments = await listDepartmentItems(db, currentUser(request), {
        includeInactive: request.query.includeInactive === 'true',
      });
      return { success: true as const, data: { departments } };
    },
  );

  app.get(
    '/api/departments/export',
    {
      config: { roles: ['ADMIN', 'TECH_LEAD'] },
      schema: {
        tags: ['departments'],
        summary: 'The departments list as XLSX or CSV (administrators; leads their own)',
        querystring: departmentExportQuerySchema,
      },
    },
    async (request, reply) => {
      request.log.info({ format: request.query.format }, 'departments exported');
      return exportDepartments(
        db,
        reply,
        currentUser(request),
        {
          format: request.query.format,
          includeInactive: request.query.includeInactive === 'true',
        },
        auditContextOf(request),
      );
    },
  );
}

/** Create and change departments. */
function departmentWriteRoutes(app: App, { service }: RouteOptions) {
  app.post(
    '/api/departments',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['departments'],
        summary: 'Create a department and its custom statuses (administrators)',
        body: departmentInputSchema,
        response: { 201: departmentResponse },
      },
    },
    async (request, reply) => {
      const department = await service.createDepartment(request.body, auditContextOf(request));
      request.log.info({ departmentId: department.id }, 'department created');
      return reply.status(201).send({ success: true as const, data: { department } });
    },
  );

  app.put(
    '/api/departments/:id',
    {
      config: { roles: ['ADMIN', 'TECH_LEAD'] },
      schema: {
        tags: ['departments'],
        summary: 'Edit a department and reconcile its statuses (administrators, its lead)',
        params: idParamsSchema,
        body: departmentInputSchema,
        response: { 200: departmentResponse },
      },
    },
    async (request) => {
      const department = await service.updateDepartment(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      request.log.info({ departmentId: department.id }, 'department updated');
      return { success: true as const, data: { department } };
    },
  );
}

/** Set members, delete a department. */
function departmentMemberRoutes(app: App, { service }: RouteOptions) {
  app.put(
    '/api/departments/:id/members',
    {
      config: { roles: ['ADMIN', 'TECH_LEAD'] },
      schema: {
        tags: ['departments'],
        summary: 'Replace the staff of a department (administrators, its lead)',
        params: idParamsSchema,
        body: departmentMembersInputSchema,
        response: { 200: departmentResponse },
      },
    },
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
      return { success: true as const, data: { department } };
    },
  );

  app.delete(
    '/api/departments/:id',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags: ['departments'],
        summary: 'Delete a department no ticket refers to (administrators)',
        params: idParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await service.deleteDepartment(request.params.id, auditContextOf(request));
      request.log.info({ departmentId: request.params.id }, 'department deleted');
      return { success: true as const, data: { message: fieldMessages.departmentDeleted } };
    },
  );
}

export const departmentsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  departmentReadRoutes(app, options);
  departmentWriteRoutes(app, options);
  departmentMemberRoutes(app, options);
};
