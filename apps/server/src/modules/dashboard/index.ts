import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { scheduleDailyCountsFold } from './daily-counts';
import { dashboardOverviewRoutes } from './dashboard-overview.routes';
import {
  createDashboardOverviewService,
  createDurationsCache,
  REFRESH_EVERY_MS,
} from './dashboard-overview.service';
import { personalDashboardRoutes } from './personal-dashboard.routes';
import { createPersonalDashboardService } from './personal-dashboard.service';

/**
 * The dashboards' answers (docs/dashboards.md): one request answers every figure of a dashboard,
 * computed in SQL under the caller's ticket visibility. The module also keeps the daily counts
 * short (docs/dashboards.md#daily-counts).
 */
export const dashboardModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  // docs/dashboards.md#long-periods: this instance's open panels' long-period durations, kept
  // warm by a timer of its own (a per-instance cache, nothing to share across the cluster).
  const durations = createDurationsCache();
  let refreshing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    refreshing = durations
      .refreshAhead()
      .catch((error: unknown) => app.log.error({ err: error }, 'dashboard refresh failed'));
  }, REFRESH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await refreshing;
  });
  const overview = createDashboardOverviewService({
    db,
    onlineUserIds: () => app.realtime.onlineUserIds(),
    durations,
  });
  await app.register(dashboardOverviewRoutes, { db, service: overview });
  await app.register(personalDashboardRoutes, {
    db,
    service: createPersonalDashboardService({ db }),
  });
  scheduleDailyCountsFold(app, db);
};
