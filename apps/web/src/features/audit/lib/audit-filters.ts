import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  type AuditAction,
  type AuditEntityType,
  type AuditSeverity,
} from '@atiende/contracts';
import { filtersToParams, hasFilterValues, readFilterParams } from '../../../lib/filter-params';

/**
 * The page's filters as they live in the URL (docs/product/tickets.md#ticket-list: back, reload and
 * sharing work).
 */
export interface AuditFilters {
  page: number;
  from?: string;
  to?: string;
  action?: AuditAction;
  entityType?: AuditEntityType;
  severity?: AuditSeverity;
  actorId?: string;
  search?: string;
}

export const AUDIT_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const read = readFilterParams(params);
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    page: read.page(),
    from: day('from'),
    to: day('to'),
    action: read.oneOf('action', AUDIT_ACTIONS),
    entityType: read.oneOf('entityType', AUDIT_ENTITY_TYPES),
    severity: read.oneOf('severity', AUDIT_SEVERITIES),
    actorId: read.uuid('actorId'),
    search: read.text('search'),
  };
}

/** The URL form of the filters: empty ones and page 1 are left out. */
export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  return filtersToParams(filters);
}

/** The API's query: the filters plus the page size; `page` is dropped for the export. */
export function auditApiQuery(
  filters: AuditFilters,
  options: { forExport?: boolean } = {},
): Record<string, string | number | undefined> {
  const { page, ...rest } = filters;
  return options.forExport ? rest : { ...rest, page, limit: AUDIT_PAGE_SIZE };
}

export function hasActiveFilters(filters: AuditFilters): boolean {
  return hasFilterValues(filters);
}
