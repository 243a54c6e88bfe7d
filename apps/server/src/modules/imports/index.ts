import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { createDiskStorage } from '../../platform/storage';
import { createImportWorker } from './import-worker';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';

/**
 * The spreadsheet import (docs/imports.md): uploads under DATA_DIR/imports, the API, and the
 * in-process worker that runs queued jobs — started when the app is ready, stopped on close.
 */
export const importsModule = fp(
  async (app: FastifyInstance, { db, config }: ModuleOptions) => {
    const storage = createDiskStorage(path.join(config.dataDir, 'imports'));
    const worker = createImportWorker({ db, storage, log: app.log, events: app.events });
    const service = createImportsService({ db, storage, onQueued: () => worker.nudge() });
    await app.register(importsRoutes, { service, storage });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'imports', dependencies: ['platform-services'] },
);
