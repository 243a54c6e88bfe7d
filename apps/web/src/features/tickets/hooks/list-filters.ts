import {
  TICKET_PRIORITIES,
  TICKET_SORT_FIELDS,
  TICKET_SOURCES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
} from '@atiende/contracts';

/**
 * docs/product/tickets.md#ticket-list: every filter of the list lives in the URL
 * (`?status=PENDIENTE&assignedToId=me`) so back, reload and sharing work. This module maps the
 * query string to typed filters and back, dropping anything it does not understand instead of
 * sending it to the API.
 */
export type ListView = 'open' | 'completed' | 'all';
export type SortField = (typeof TICKET_SORT_FIELDS)[number];

export interface TicketListFilters {
  search: string;
  status: TicketStatus[];
  priority: TicketPriority[];
  /** Canal: where the tickets came from (the dashboards' channel mix links here). */
  source: TicketSource[];
  /** A user id, `me` or `none` (unassigned). */
  assignedToId: string | null;
  departmentId: string | null;
  /** Empresa: one customer's tickets (the dashboards' customers with most open tickets). */
  customerId: string | null;
  from: string | null;
  to: string | null;
  /**
   * Days of resolution, both included (docs/tickets.md#list-filters): the dashboards' resolved
   * figures. No control of their own; their chips remove them.
   */
  resolvedFrom: string | null;
  resolvedTo: string | null;
  /** Escalated / reopened since this day: the dashboards' "Desde ayer". No control either. */
  escalatedFrom: string | null;
  reopenedFrom: string | null;
  sort: string;
  page: number;
  view: ListView | null;
  /** `atRisk`: the "Por vencer" view (docs/tickets.md#sla-in-the-list). Kept like the view. */
  sla: 'atRisk' | null;
}

export const DEFAULT_SORT = '-updatedAt';
/**
 * docs/tickets.md#sla-in-the-list: a staff member's own queue and the "Por vencer" view read
 * soonest SLA due first ("Próximo vencimiento"); every other list, last updated first.
 */
export const SLA_SORT = 'slaDue';

/** The sort a list has when its address names none. */
export function defaultSortOf(filters: Pick<TicketListFilters, 'assignedToId' | 'sla'>): string {
  return filters.assignedToId === 'me' || filters.sla === 'atRisk' ? SLA_SORT : DEFAULT_SORT;
}
export const PAGE_SIZE = 50;
const VIEWS: readonly ListView[] = ['open', 'completed', 'all'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = new RegExp(`^-?(${TICKET_SORT_FIELDS.join('|')})$`);

function listParam<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const items = value.split(',').map((part) => part.trim());
  return allowed.filter((item) => items.includes(item));
}

function uuidOrNull(value: string | null): string | null {
  return value && UUID.test(value) ? value : null;
}

function dayOrNull(value: string | null): string | null {
  return value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function parseFilters(params: URLSearchParams, forcedView?: ListView): TicketListFilters {
  const assignee = params.get('assignedToId');
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const view = params.get('view') as ListView | null;
  const assignedToId = assignee === 'me' || assignee === 'none' ? assignee : uuidOrNull(assignee);
  const sla = params.get('sla') === 'atRisk' ? 'atRisk' : null;
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: listParam(params.get('status'), TICKET_STATUSES),
    priority: listParam(params.get('priority'), TICKET_PRIORITIES),
    source: listParam(params.get('source'), TICKET_SOURCES),
    assignedToId,
    departmentId:
      params.get('departmentId') === 'none' ? 'none' : uuidOrNull(params.get('departmentId')),
    customerId: uuidOrNull(params.get('customerId')),
    from: dayOrNull(params.get('from')),
    to: dayOrNull(params.get('to')),
    resolvedFrom: dayOrNull(params.get('resolvedFrom')),
    resolvedTo: dayOrNull(params.get('resolvedTo')),
    escalatedFrom: dayOrNull(params.get('escalatedFrom')),
    reopenedFrom: dayOrNull(params.get('reopenedFrom')),
    sort: SORT.test(sort) ? sort : defaultSortOf({ assignedToId, sla }),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    view: forcedView ?? (view && VIEWS.includes(view) ? view : null),
    sla,
  };
}

/** The canonical query string: defaults (page 1, default sort, empty values) are left out. */
export function filtersToSearchParams(filters: TicketListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.priority.length) params.set('priority', filters.priority.join(','));
  if (filters.source.length) params.set('source', filters.source.join(','));
  if (filters.assignedToId) params.set('assignedToId', filters.assignedToId);
  if (filters.departmentId) params.set('departmentId', filters.departmentId);
  if (filters.customerId) params.set('customerId', filters.customerId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.resolvedFrom) params.set('resolvedFrom', filters.resolvedFrom);
  if (filters.resolvedTo) params.set('resolvedTo', filters.resolvedTo);
  if (filters.escalatedFrom) params.set('escalatedFrom', filters.escalatedFrom);
  if (filters.reopenedFrom) params.set('reopenedFrom', filters.reopenedFrom);
  if (filters.view) params.set('view', filters.view);
  if (filters.sla) params.set('sla', filters.sla);
  if (filters.sort !== defaultSortOf(filters)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/tickets query for these filters. */
export function toApiQuery(
  filters: TicketListFilters,
  limit: number = PAGE_SIZE,
): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    limit,
    sort: filters.sort,
    search: filters.search || undefined,
    status: filters.status.join(',') || undefined,
    priority: filters.priority.join(',') || undefined,
    source: filters.source.join(',') || undefined,
    assignedToId: filters.assignedToId ?? undefined,
    departmentId: filters.departmentId ?? undefined,
    customerId: filters.customerId ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    resolvedFrom: filters.resolvedFrom ?? undefined,
    resolvedTo: filters.resolvedTo ?? undefined,
    escalatedFrom: filters.escalatedFrom ?? undefined,
    reopenedFrom: filters.reopenedFrom ?? undefined,
    view: filters.view ?? undefined,
    sla: filters.sla ?? undefined,
  };
}

/** Filters a person chose (chips); the view, sort and page are not filters. */
export function hasActiveFilters(filters: TicketListFilters): boolean {
  return Boolean(
    filters.search ||
    filters.status.length ||
    filters.priority.length ||
    filters.source.length ||
    filters.assignedToId ||
    filters.departmentId ||
    filters.customerId ||
    filters.from ||
    filters.to ||
    filters.resolvedFrom ||
    filters.resolvedTo ||
    filters.escalatedFrom ||
    filters.reopenedFrom,
  );
}

/**
 * The phone's "Filtros (n)": how many filters of the sheet are set (each field once; the dates
 * once for the range). The search is not one: it stays on screen.
 */
export function activeFilterCount(filters: TicketListFilters): number {
  return [
    filters.status.length > 0,
    filters.priority.length > 0,
    filters.source.length > 0,
    filters.assignedToId !== null,
    filters.departmentId !== null,
    filters.customerId !== null,
    filters.from !== null || filters.to !== null,
    filters.resolvedFrom !== null || filters.resolvedTo !== null,
    filters.escalatedFrom !== null,
    filters.reopenedFrom !== null,
  ].filter(Boolean).length;
}

/** A ticket number typed as `#8` in the search: Enter opens /tickets/8 (docs/tickets.md#search). */
export function ticketNumberOf(search: string): number | null {
  const match = /^#(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** "Limpiar filtros": keeps the view and the sort, back to page 1. */
export function clearFilters(filters: TicketListFilters): TicketListFilters {
  return {
    ...filters,
    search: '',
    status: [],
    priority: [],
    source: [],
    assignedToId: null,
    departmentId: null,
    customerId: null,
    from: null,
    to: null,
    resolvedFrom: null,
    resolvedTo: null,
    escalatedFrom: null,
    reopenedFrom: null,
    page: 1,
  };
}

/** Any change of filters goes back to page 1; paging itself passes the page explicitly. */
export function withFilters(
  filters: TicketListFilters,
  change: Partial<TicketListFilters>,
): TicketListFilters {
  return { ...filters, page: 1, ...change };
}

/** Dates and priority read best newest/highest first; text and numbers read A→Z, 1→9. */
const DESCENDING_FIRST: readonly SortField[] = ['createdAt', 'updatedAt', 'priority'];
// `slaDue` reads soonest first: ascending, like the numbers.

export function nextSort(current: string, field: SortField): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return field;
  return DESCENDING_FIRST.includes(field) ? `-${field}` : field;
}

export function ariaSortOf(current: string, field: SortField): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** The part of a query string that identifies a view: filters and view, not sort or page. */
export function viewSignature(params: URLSearchParams): string {
  const filters = parseFilters(params);
  const canonical = filtersToSearchParams({ ...filters, sort: defaultSortOf(filters), page: 1 });
  canonical.sort();
  return canonical.toString();
}
