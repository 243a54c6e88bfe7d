import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { createAutoAssignService, type AutoAssignService } from './auto-assign.service';

/** The queue of the waiting tickets' assignment (docs/jobs.md#schedules). */
export const ASSIGN_WAITING_QUEUE = 'schedules.assign-waiting';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * docs/schedules.md#asignación-automática: the tickets module gives each new ticket to it;
     * tests and the pauses run the waiting queue through it.
     */
    autoAssign: AutoAssignService & {
      /** Queues a run of `schedules.assign-waiting` now (someone just came back). */
      wakeWaiting: () => Promise<void>;
    };
  }
}

/**
 * The department's automatic assignment: `app.autoAssign` for the tickets module (registered
 * before, it reads the decoration at request time) and the every-minute job over the tickets
 * waiting for someone available.
 */
function registerAutoAssign(app: FastifyInstance, { db }: ModuleOptions) {
  const service = createAutoAssignService({ db, events: app.events, log: app.log });
  app.decorate('autoAssign', {
    ...service,
    wakeWaiting: async () => {
      // Runs overlapping the minute's one are harmless: each ticket is taken under its locks.
      await app.jobs.send(ASSIGN_WAITING_QUEUE, {});
    },
  });
  app.jobs.every(ASSIGN_WAITING_QUEUE, '* * * * *', async () => {
    const assigned = await service.assignWaiting();
    if (assigned > 0) app.log.info({ assigned }, 'waiting tickets assigned');
  });
}

/** Not encapsulated: `app.autoAssign` serves the tickets module, registered before it. */
export const autoAssignModule = fp(
  async (app: FastifyInstance, options: ModuleOptions) => registerAutoAssign(app, options),
  { name: 'auto-assign', dependencies: ['platform-services', 'tickets'] },
);
