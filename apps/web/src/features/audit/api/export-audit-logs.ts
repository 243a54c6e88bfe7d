import { downloadFile, limaToday } from '../../../lib/download-file';
import { auditApiQuery, type AuditFilters } from '../lib/audit-filters';

/** GET /api/audit-logs/export: the filtered log as CSV, saved by the browser. */
export function exportAuditLogs(filters: AuditFilters): Promise<void> {
  return downloadFile(
    '/audit-logs/export',
    `auditoria-${limaToday()}.csv`,
    auditApiQuery(filters, { forExport: true }),
  );
}
