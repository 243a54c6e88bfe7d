import { setSpanishZodMessages } from '@atiende/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountModule } from './modules/account/index';
import { apiKeysModule } from './modules/api-keys/index';
import { assistantModule } from './modules/assistant/index';
import { auditModule } from './modules/audit/index';
import { authModule } from './modules/auth/index';
import { backupModule } from './modules/backup/index';
import { customersModule } from './modules/customers/index';
import { dashboardModule } from './modules/dashboard/index';
import { emailModule } from './modules/email/index';
import { departmentsModule } from './modules/departments/index';
import { emailInboundModule } from './modules/email/inbound/index';
import { mailboxesModule } from './modules/email/mailboxes/index';
import { featureFlagsModule } from './modules/feature-flags/index';
import { healthModule } from './modules/health/index';
import { importsModule } from './modules/imports/index';
import { knowledgeModule } from './modules/knowledge/index';
import { macrosModule } from './modules/macros/index';
import { notificationsModule } from './modules/notifications/index';
import { reportsModule } from './modules/reports/index';
import { reportSchedulesModule } from './modules/reports/schedules/index';
import { savedViewsModule } from './modules/saved-views/index';
import { settingsModule } from './modules/settings/index';
import { autoAssignModule, schedulesModule } from './modules/schedules/index';
import { slaModule } from './modules/sla/index';
import { teamModule } from './modules/team/index';
import { templatesModule } from './modules/templates/index';
import { techniciansModule } from './modules/technicians/index';
import { ticketsModule } from './modules/tickets/index';
import { usersModule } from './modules/users/index';
import { versionModule } from './modules/version/index';
import { httpPlatform, serverOptions } from './platform/http';
import type { ModuleOptions } from './platform/module-options';
import { platformServices } from './platform/services';
import { registerWebApp } from './platform/web-app';

export type AppDependencies = {
  database: Database;
  redis?: Redis;
};

/**
 * Builds the whole server: the HTTP layer and external plugins, then the platform's shared
 * services, then each module's plugin (its index.ts), then the web app. Used by main.ts and by
 * every API test; owns the database it is given and closes it on app.close().
 * Order matters where a module uses what an earlier one decorates (docs/architecture.md).
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  setSpanishZodMessages();
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  const { database, redis } = deps;
  await app.register(httpPlatform, { config, database, redis });
  await app.register(platformServices, { config, database, redis });

  const options: ModuleOptions = { config, db: database.db };
  await app.register(healthModule, { config, database, redis });
  await app.register(usersModule);
  await app.register(templatesModule, options);
  await app.register(authModule, options);
  await app.register(featureFlagsModule, options);
  await app.register(accountModule, options);
  await app.register(teamModule, options);
  await app.register(techniciansModule, options);
  await app.register(auditModule, options);
  await app.register(backupModule, { config, database });
  await app.register(departmentsModule, options);
  await app.register(savedViewsModule, options);
  // Before customers: tickets decorates app.ticketScope, the customers' view of tickets.
  await app.register(ticketsModule, options);
  await app.register(notificationsModule, options);
  await app.register(macrosModule, options);
  await app.register(emailInboundModule, options);
  await app.register(slaModule, options);
  await app.register(schedulesModule, options);
  await app.register(autoAssignModule, options);
  await app.register(knowledgeModule, options);
  await app.register(assistantModule, options);
  await app.register(importsModule, options);
  await app.register(customersModule, options);
  await app.register(dashboardModule, options);
  await app.register(emailModule, options);
  await app.register(reportsModule, options);
  await app.register(reportSchedulesModule, options);
  await app.register(mailboxesModule, options);
  await app.register(settingsModule, options);
  await app.register(versionModule, options);
  await app.register(apiKeysModule, options);
  await registerWebApp(app, config.webDistDir);
  return app;
}
