import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { macrosRoutes } from './macros.routes';
import { createMacrosService } from './macros.service';

/**
 * Plantillas: canned responses that may also change the ticket (docs/macros.md). Applying one
 * goes through the tickets module's services, inside one transaction.
 */
export const macrosModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  // The tickets module's attachment store: a plantilla adds no files, but its services take one.
  const storage = app.files.attachments;
  await app.register(macrosRoutes, {
    db,
    service: createMacrosService({ db }),
    apply: { db, events: app.events, storage },
  });
};
