import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogListResponseSchema } from '@atiende/contracts';
import { apiGet } from '../../../lib/api';
import { auditApiQuery, type AuditFilters } from '../lib/audit-filters';
import { auditKeys } from './audit-keys';

/** GET /api/audit-logs (administrators). */
export function getAuditLogs(filters: AuditFilters, signal?: AbortSignal) {
  return apiGet('/audit-logs', auditLogListResponseSchema, {
    query: auditApiQuery(filters),
    signal,
  });
}

export function auditLogsQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => getAuditLogs(filters, signal),
    // An audit log is read to find out what just happened: never older than a few seconds.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogs(filters: AuditFilters, options: { isEnabled: boolean }) {
  return useQuery({ ...auditLogsQueryOptions(filters), enabled: options.isEnabled });
}
