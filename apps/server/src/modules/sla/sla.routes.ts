import {
  idParamsSchema,
  messageResponseSchema,
  slaCalendarEnvelopeSchema,
  slaCalendarInputSchema,
  slaCalendarListResponseSchema,
  slaMessages,
  slaPolicyEnvelopeSchema,
  slaPolicyInputSchema,
  slaPolicyListResponseSchema,
  ticketIdParamsSchema,
  ticketSlaResponseSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { auditContextOf } from '../audit/index';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import * as service from './sla.service';
import { readTicketSla } from './ticket-sla.service';

const route = routesTagged('sla');

/**
 * SLAs (docs/sla.md#api): policies and business calendars, managed by administrators and read by
 * leads; each ticket's clock, for whoever sees the ticket.
 */
export const slaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/sla/policies',
    route(
      'SLA policies, the default first',
      { response: okEnvelope(slaPolicyListResponseSchema) },
      'managers',
    ),
    async () => ok({ policies: await service.listPolicies(db) }),
  );
  app.get(
    '/api/sla/policies/:id',
    route(
      'One SLA policy',
      { params: idParamsSchema, response: okEnvelope(slaPolicyEnvelopeSchema) },
      'managers',
    ),
    async (request) => ok({ policy: await service.getPolicy(db, request.params.id) }),
  );
  app.post(
    '/api/sla/policies',
    route(
      'Create an SLA policy for a department, a company or both',
      { body: slaPolicyInputSchema, response: createdEnvelope(slaPolicyEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok({ policy: await service.createPolicy(db, request.body, auditContextOf(request)) }),
        ),
  );
  app.put(
    '/api/sla/policies/:id',
    route(
      'Edit an SLA policy (applies to new tickets and to open ones at their next change)',
      {
        params: idParamsSchema,
        body: slaPolicyInputSchema,
        response: okEnvelope(slaPolicyEnvelopeSchema),
      },
      'admins',
    ),
    async (request) =>
      ok({
        policy: await service.updatePolicy(
          db,
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      }),
  );
  app.delete(
    '/api/sla/policies/:id',
    route(
      'Delete an SLA policy (never the default one)',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.removePolicy(db, request.params.id, auditContextOf(request));
      return ok({ message: slaMessages.removedPolicy });
    },
  );

  app.get(
    '/api/sla/calendars',
    route(
      'Business calendars',
      { response: okEnvelope(slaCalendarListResponseSchema) },
      'managers',
    ),
    async () => ok({ calendars: await service.listCalendars(db) }),
  );
  app.get(
    '/api/sla/calendars/:id',
    route(
      'One business calendar',
      { params: idParamsSchema, response: okEnvelope(slaCalendarEnvelopeSchema) },
      'managers',
    ),
    async (request) => ok({ calendar: await service.getCalendar(db, request.params.id) }),
  );
  app.post(
    '/api/sla/calendars',
    route(
      'Create a business calendar: working intervals per weekday, holidays, days off',
      { body: slaCalendarInputSchema, response: createdEnvelope(slaCalendarEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok({ calendar: await service.createCalendar(db, request.body, auditContextOf(request)) }),
        ),
  );
  app.put(
    '/api/sla/calendars/:id',
    route(
      'Edit a business calendar',
      {
        params: idParamsSchema,
        body: slaCalendarInputSchema,
        response: okEnvelope(slaCalendarEnvelopeSchema),
      },
      'admins',
    ),
    async (request) =>
      ok({
        calendar: await service.updateCalendar(
          db,
          request.params.id,
          request.body,
          auditContextOf(request),
        ),
      }),
  );
  app.delete(
    '/api/sla/calendars/:id',
    route(
      'Delete a business calendar no policy uses',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.removeCalendar(db, request.params.id, auditContextOf(request));
      return ok({ message: slaMessages.removedCalendar });
    },
  );

  app.get(
    '/api/tickets/:id/sla',
    route("A ticket's SLA: due times, elapsed and remaining business minutes, paused, breached", {
      params: ticketIdParamsSchema,
      response: okEnvelope(ticketSlaResponseSchema),
    }),
    async (request) => {
      const viewer = await resolveViewer(db, currentUser(request));
      return ok({ sla: await readTicketSla(db, viewer, request.params.id) });
    },
  );
};
