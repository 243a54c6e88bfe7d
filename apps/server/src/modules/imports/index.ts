import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDiskStorage } from '../../platform/storage';
import { createImportWorker } from './import-worker';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';

/**
 * The spreadsheet import (docs/imports.md): uploads under DATA_DIR/imports, the API, and the
 * in-process worker that runs queued jobs — started when the app is ready, stopped on close.
 */
export async function registerImports(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
): Promise<void> {
  const storage = createDiskStorage(path.join(deps.config.dataDir, 'imports'));
  const worker = createImportWorker({ db: deps.db, storage, log: app.log });
  const service = createImportsService({ db: deps.db, storage, onQueued: () => worker.nudge() });
  await app.register(importsRoutes, { service, storage });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
