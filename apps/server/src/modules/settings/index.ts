import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';
import { createUploadsService } from './uploads.service';

export { readPublicFormOptions } from './settings.service';

/**
 * The organisation's settings of /admin/settings and POST /api/upload (docs/settings.md). Uploads
 * live in the attachments store; the sweep of unused ones runs once per cluster on the job runner.
 */
export const settingsModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const storage = app.files.attachments;
  const uploads = createUploadsService({ db, storage });
  await app.register(settingsRoutes, {
    settings: createSettingsService({ db }),
    uploads,
    storage,
  });
  app.jobs.every('uploads.sweep', '35 * * * *', async () => {
    const removed = await uploads.sweep();
    if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
  });
};
