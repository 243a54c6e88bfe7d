import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  type AuditAction,
  type AuditEntityType,
  type AuditSeverity,
} from '@atiende/contracts';

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Unknown or malformed values are dropped, so a hand-edited URL never breaks the page. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const actorId = params.get('actorId');
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    from: day('from'),
    to: day('to'),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    entityType: oneOf(AUDIT_ENTITY_TYPES, params.get('entityType')),
    severity: oneOf(AUDIT_SEVERITIES, params.get('severity')),
    actorId: actorId && UUID.test(actorId) ? actorId : undefined,
    search: search ? search.slice(0, 200) : undefined,
  };
}

/** The URL form of the filters: empty ones and page 1 are left out. */
export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's query: the filters plus the page size; `page` is dropped for the export. */
export function auditApiQuery(filters: AuditFilters, options: { forExport?: boolean } = {}) {
  const { page, ...rest } = filters;
  const query: Record<string, string | number | undefined> = { ...rest };
  if (!options.forExport) {
    query.page = page;
    query.limit = AUDIT_PAGE_SIZE;
  }
  return query;
}

export function hasActiveFilters(filters: AuditFilters): boolean {
  const { page: _page, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined);
}
