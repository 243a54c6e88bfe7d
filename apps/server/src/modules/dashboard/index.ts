import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { scheduleDailyCountsFold } from './daily-counts';
import { dashboardOverviewRoutes } from './dashboard-overview.routes';
import { createDashboardOverviewService } from './dashboard-overview.service';
import { personalDashboardRoutes } from './personal-dashboard.routes';
import { createPersonalDashboardService } from './personal-dashboard.service';

/**
 * The dashboards' answers (docs/dashboards.md): one request answers every figure of a dashboard,
 * computed in SQL under the caller's ticket visibility. The module also keeps the daily counts
 * short (docs/dashboards.md#daily-counts).
 */
export const dashboardModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const overview = createDashboardOverviewService({
    db,
    connectedUserIds: () => app.realtime.connectedUserIds(),
  });
  await app.register(dashboardOverviewRoutes, { db, service: overview });
  await app.register(personalDashboardRoutes, {
    db,
    service: createPersonalDashboardService({ db }),
  });
  scheduleDailyCountsFold(app, db);
};
