import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../platform/module-options';
import { resolveSecret } from '../../../platform/secrets';
import { createReportsService, renderReportFile } from '../index';
import { runDueReportSchedules, type DeliveryDeps } from './report-deliveries';
import { reportSchedulesRoutes } from './report-schedules.routes';
import { createReportSchedulesService } from './report-schedules.service';
import { createUnsubscribeTokens } from './unsubscribe-token';

export { runDueReportSchedules, deliverOccurrence } from './report-deliveries';
export type { DeliveryDeps } from './report-deliveries';

/** The pieces the scheduled reports work with, from the app's configuration and platform. */
export function reportScheduleDeps(
  app: Parameters<FastifyPluginAsync>[0],
  { config, db }: ModuleOptions,
): DeliveryDeps {
  const reports = createReportsService({ db });
  return {
    db,
    mailer: app.mailer,
    reports: {
      run: (viewer, family, type, query, now) => reports.run(viewer, family, type, query, now),
      render: renderReportFile,
    },
    tokens: createUnsubscribeTokens(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    ),
    publicUrl: config.publicUrl,
    templates: app.templates,
    log: app.log,
  };
}

/**
 * Scheduled reports (docs/reports.md#scheduled-reports): the schedules' API, the public
 * unsubscribe, and the every-minute job that sends what is due, once per occurrence whatever
 * the number of instances (docs/jobs.md#schedules).
 */
export const reportSchedulesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const deps = reportScheduleDeps(app, options);
  await app.register(reportSchedulesRoutes, {
    db: options.db,
    service: createReportSchedulesService(deps),
  });
  app.jobs.every('reports.schedules', '* * * * *', async () => {
    await runDueReportSchedules(deps);
  });
};
