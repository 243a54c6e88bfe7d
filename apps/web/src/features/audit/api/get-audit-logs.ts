import { auditLogListResponseSchema } from '@atiende/contracts';
import { usePagedList } from '../../../lib/api-query';
import { auditApiQuery, type AuditFilters } from '../lib/audit-filters';
import { auditKeys } from './audit-keys';

/** GET /api/audit-logs (administrators). */
export function useAuditLogs(filters: AuditFilters, options: { isEnabled: boolean }) {
  const request = { path: '/audit-logs', schema: auditLogListResponseSchema };
  // An audit log is read to find out what just happened: never older than a few seconds.
  return usePagedList(
    auditKeys.list(filters),
    { ...request, query: auditApiQuery(filters) },
    { ...options, staleTime: 5_000 },
  );
}
