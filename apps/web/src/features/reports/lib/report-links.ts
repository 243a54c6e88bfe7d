import type { ReportDrill } from '@atiende/contracts/reports';

/**
 * "Ver tickets" (docs/reports.md#pages): a row's drill is the ticket list's own URL filters
 * (docs/product/tickets.md#ticket-list), written in one fixed order, empty ones left out.
 */
const ORDER: ReadonlyArray<keyof ReportDrill> = [
  'status',
  'priority',
  'assignedToId',
  'departmentId',
  'source',
  'customerId',
  'from',
  'to',
  'view',
  'sla',
];

export function drillHref(drill: ReportDrill): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = drill[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/tickets?${query}` : '/tickets';
}

/** One report's page. */
export function reportHref(family: string, type: string, search = ''): string {
  return `/admin/reports/${family}/${type}${search ? `?${search}` : ''}`;
}
