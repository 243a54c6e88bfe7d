import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { defineImportJobs, sendImportRun } from './import-worker';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';

/**
 * The spreadsheet import (docs/imports.md): uploads in the `imports` file store
 * (docs/operations.md#files), the API, and the `imports.run` and `imports.cleanup` queues of the
 * job runner (docs/jobs.md).
 */
export const importsModule = fp(
  async (app: FastifyInstance, { db }: ModuleOptions) => {
    const storage = app.files.imports;
    const jobs = app.jobs;
    const worker = defineImportJobs({ db, storage, log: app.log, events: app.events, jobs });
    const service = createImportsService({
      db,
      storage,
      enqueue: (executor, importId) => sendImportRun(jobs, executor, importId),
    });
    await app.register(importsRoutes, { service, storage });
    // Runs before the job runner's own stop (platform/services.ts): a running import stops
    // between batches and is queued again while the runner waits for it.
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'imports', dependencies: ['platform-services'] },
);
