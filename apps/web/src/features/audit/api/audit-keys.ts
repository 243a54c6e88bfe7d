import type { AuditFilters } from '../lib/audit-filters';

/** One key factory for the feature (STYLE rule 15). */
export const auditKeys = {
  all: ['audit-logs'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};
