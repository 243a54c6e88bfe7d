import {
  ROLE_LABELS,
  adminResetPasswordInputSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  messageResponseSchema,
  successEnvelope,
  teamExportQuerySchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberSchema,
  teamMessages,
  updateTeamUserInputSchema,
  userDeletionSchema,
  type TeamMember,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { formatLimaDateTime, sendSpreadsheet } from '../../platform/spreadsheet-export';
import { auditContextOf, recordAudit } from '../audit/index';
import type { TeamService } from './team.service';

const MANAGERS = ['ADMIN', 'TECH_LEAD'] as const;
const idParams = z.object({ id: z.uuid({ error: teamMessages.validation.idInvalid }) });
const memberEnvelope = successEnvelope(z.object({ user: teamMemberSchema }));

const EXPORT_COLUMNS = [
  { header: 'Nombre', value: (row: TeamMember) => row.name, width: 28 },
  { header: 'Email', value: (row: TeamMember) => row.email, width: 32 },
  { header: 'Rol', value: (row: TeamMember) => ROLE_LABELS[row.role] },
  {
    header: 'Departamentos',
    value: (row: TeamMember) => row.departments.map((item) => item.name).join(', '),
    width: 32,
  },
  { header: 'Empresa', value: (row: TeamMember) => row.customer?.name ?? null, width: 28 },
  {
    header: 'Estado',
    value: (row: TeamMember) =>
      row.isActive ? teamMessages.page.active : teamMessages.page.inactive,
  },
  { header: 'Teléfono', value: (row: TeamMember) => row.phone },
  { header: 'Especialidades', value: (row: TeamMember) => row.specialties.join(', '), width: 28 },
  { header: 'Tickets abiertos', value: (row: TeamMember) => row.openTickets },
  { header: 'Capacidad', value: (row: TeamMember) => row.maxOpenTickets },
  {
    header: 'Último acceso',
    value: (row: TeamMember) => (row.lastLoginAt ? formatLimaDateTime(row.lastLoginAt) : null),
  },
  { header: 'Creado', value: (row: TeamMember) => formatLimaDateTime(row.createdAt) },
];

/** /api/users list, detail, changes and export; /api/admin/users (docs/team.md). */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Db; team: TeamService }> = async (
  app,
  { db, team },
) => {
  app.get(
    '/api/users',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'People of the team: administrators see everyone, a lead their técnicos',
        querystring: teamListQuerySchema,
        response: { 200: successEnvelope(teamListResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.list(currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/users/export',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: "The team list with the list's filters, as XLSX or CSV",
        querystring: teamExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      await recordAudit(db, {
        context: auditContextOf(request),
        action: 'DATA_EXPORTED',
        entityType: 'USER',
        details: { format, filters },
        message: teamMessages.audit.exported,
      });
      return sendSpreadsheet(reply, {
        format,
        fileName: 'equipo',
        sheetName: 'Equipo',
        columns: EXPORT_COLUMNS,
        rows: team.exportRows(currentUser(request), filters),
      });
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'One person of the team (404 outside the caller’s scope)',
        params: idParams,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await team.get(currentUser(request), request.params.id) },
    }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Edit name, e-mail, phone, role (administrators), status and departments',
        params: idParams,
        body: updateTeamUserInputSchema,
        response: { 200: memberEnvelope },
      },
    },
    async (request) => {
      const user = await team.update(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
      );
      return { success: true as const, data: { user } };
    },
  );

  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/users/:id/${action}`,
      {
        config: { roles: MANAGERS },
        schema: {
          tags: ['users'],
          summary: isActive
            ? 'Reactivate an account'
            : 'Deactivate an account and end its sessions everywhere',
          params: idParams,
          response: { 200: memberEnvelope },
        },
      },
      async (request) => {
        const user = await team.setActive(
          currentUser(request),
          request.params.id,
          isActive,
          auditContextOf(request),
        );
        return { success: true as const, data: { user } };
      },
    );
  }

  app.delete(
    '/api/users/:id',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Delete a user without history; one with history is deactivated instead',
        params: idParams,
        response: { 200: successEnvelope(userDeletionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.remove(currentUser(request), request.params.id, auditContextOf(request)),
    }),
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Set a new password (sessions end) or e-mail a reset link',
        params: idParams,
        body: adminResetPasswordInputSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.resetPassword(
        currentUser(request),
        request.params.id,
        request.body,
        auditContextOf(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id },
      ),
    }),
  );

  app.get(
    '/api/admin/users',
    {
      config: { roles: MANAGERS },
      schema: {
        tags: ['users'],
        summary: 'Staff with their figures for a period (one SQL query)',
        querystring: adminUsersQuerySchema,
        response: { 200: successEnvelope(adminUsersResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.adminUsers(currentUser(request), request.query),
    }),
  );
};
