import {
  ROLE_LABELS,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  idParamsSchema,
  teamExportQuerySchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberEnvelopeSchema,
  teamMessages,
  type TeamMember,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/auth-guard';
import { ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { formatLimaDateTime, sendSpreadsheet } from '../../platform/spreadsheet-export';
import { auditContextOf } from '../audit/index';
import type { TeamService } from './team.service';

const route = routesTagged('users');

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

/** /api/users list, detail and export; /api/admin/users (docs/team.md). Changes: team-changes.routes.ts. */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/api/users',
    route(
      'People of the team: administrators see everyone, a lead their técnicos',
      { querystring: teamListQuerySchema, response: okEnvelope(teamListResponseSchema) },
      'managers',
    ),
    async (request) => ok(await team.list(currentUser(request), request.query)),
  );

  app.get(
    '/api/users/export',
    route(
      "The team list with the list's filters, as XLSX or CSV",
      { querystring: teamExportQuerySchema },
      'managers',
    ),
    async (request, reply) => {
      const caller = currentUser(request);
      const rows = await team.exportRows(caller, request.query, auditContextOf(request));
      return sendSpreadsheet(reply, {
        format: request.query.format,
        fileName: 'equipo',
        sheetName: 'Equipo',
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/users/:id',
    route(
      'One person of the team (404 outside the caller’s scope)',
      { params: idParamsSchema, response: okEnvelope(teamMemberEnvelopeSchema) },
      'managers',
    ),
    async (request) => ok({ user: await team.get(currentUser(request), request.params.id) }),
  );

  app.get(
    '/api/admin/users',
    route(
      'Staff with their figures for a period (one SQL query)',
      { querystring: adminUsersQuerySchema, response: okEnvelope(adminUsersResponseSchema) },
      'managers',
    ),
    async (request) => ok(await team.adminUsers(currentUser(request), request.query)),
  );
};
