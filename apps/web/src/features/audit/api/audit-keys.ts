import type { AuditFilters } from '../lib/audit-filters';

/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const auditKeys = {
  all: ['audit-logs'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};
