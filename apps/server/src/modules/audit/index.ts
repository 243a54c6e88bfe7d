import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { findUserNamesByIds } from '../users/index';
import { auditRoutes } from './audit.routes';

export { auditRoutes, type AuditRoutesOptions } from './audit.routes';
export { auditContextOf } from './audit-context';
export {
  auditEntityChange,
  pruneAuditLogs,
  recordAudit,
  type ActorDirectory,
  type AuditContext,
  type AuditEntry,
  type EntityChange,
} from './audit.service';

/** The audit log's API; actors' names come from the users module. */
export const auditModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, db }) => {
  await app.register(auditRoutes, {
    db,
    actors: (ids) => findUserNamesByIds(db, ids),
    reportsPerMinute: config.rateLimits.auditReportsPerMinute,
    retentionDays: config.auditRetentionDays,
  });
};
