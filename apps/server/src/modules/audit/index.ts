export { auditRoutes, type AuditRoutesOptions } from './audit.routes';
export { auditContextOf } from './audit-context';
export {
  pruneAuditLogs,
  recordAudit,
  type ActorDirectory,
  type AuditContext,
  type AuditEntry,
} from './audit.service';
