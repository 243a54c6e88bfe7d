import {
  applyMacroInputSchema,
  applyMacroResponseSchema,
  idParamsSchema,
  macroEnvelopeSchema,
  macroInputSchema,
  macroListResponseSchema,
  macroMessages,
  messageResponseSchema,
  ticketIdParamsSchema,
  ticketMacroListResponseSchema,
  ticketMacroParamsSchema,
} from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../platform/auth/auth-guard';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../platform/route-helpers';
import { resolveViewer } from '../tickets/index';
import { applyMacro, listTicketMacros, type MacroApplyDeps } from './macro-apply.service';
import type { MacrosService } from './macros.service';

const route = routesTagged('macros');

export type MacrosRoutesOptions = { db: Db; service: MacrosService; apply: MacroApplyDeps };

/**
 * Plantillas (docs/macros.md): staff only on every route; clients never see any. Who may manage
 * which one, and which tickets one may be applied to, the services decide.
 */
export const macrosRoutes: FastifyPluginAsyncZod<MacrosRoutesOptions> = async (
  app,
  { db, service, apply },
) => {
  const viewerOf = (request: Parameters<typeof currentUser>[0]) =>
    resolveViewer(db, currentUser(request));

  app.get(
    '/api/macros',
    route(
      "The caller's plantillas: their own and the team's they may use",
      { response: okEnvelope(macroListResponseSchema) },
      'staff',
    ),
    async (request) => ok({ macros: await service.list(await viewerOf(request)) }),
  );

  app.post(
    '/api/macros',
    route(
      'Create a plantilla (shared ones: leads and administrators)',
      { body: macroInputSchema, response: createdEnvelope(macroEnvelopeSchema) },
      'staff',
    ),
    async (request, reply) => {
      const macro = await service.create(await viewerOf(request), request.body);
      return reply.status(201).send(ok({ macro }));
    },
  );

  app.put(
    '/api/macros/:id',
    route(
      'Edit a plantilla the caller manages',
      { params: idParamsSchema, body: macroInputSchema, response: okEnvelope(macroEnvelopeSchema) },
      'staff',
    ),
    async (request) =>
      ok({
        macro: await service.update(await viewerOf(request), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/macros/:id',
    route(
      'Delete a plantilla the caller manages',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'staff',
    ),
    async (request) => {
      await service.remove(await viewerOf(request), request.params.id);
      return ok({ message: macroMessages.removedPlain });
    },
  );

  app.get(
    '/api/tickets/:id/macros',
    route(
      "The caller's plantillas rendered for a ticket they can see",
      { params: ticketIdParamsSchema, response: okEnvelope(ticketMacroListResponseSchema) },
      'staff',
    ),
    async (request) =>
      ok({
        macros: await listTicketMacros(apply, await viewerOf(request), request.params.id),
      }),
  );

  app.post(
    '/api/tickets/:id/macros/:macroId/apply',
    route(
      'Apply a plantilla: its message and its changes to the ticket, in one transaction',
      {
        params: ticketMacroParamsSchema,
        body: applyMacroInputSchema,
        response: okEnvelope(applyMacroResponseSchema),
      },
      'staff',
    ),
    async (request) => {
      const { id, macroId } = request.params;
      const comment = await applyMacro(apply, await viewerOf(request), id, macroId, request.body);
      return ok({ comment });
    },
  );
};
