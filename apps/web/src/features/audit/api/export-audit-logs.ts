import { apiDownload } from '../../../lib/api-client';
import { auditApiQuery, type AuditFilters } from '../lib/audit-filters';

/** GET /api/audit-logs/export: the filtered log as CSV, saved by the browser. */
export async function exportAuditLogs(filters: AuditFilters): Promise<void> {
  const blob = await apiDownload('/audit-logs/export', auditApiQuery(filters, { forExport: true }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `auditoria-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
