import type { ReportDrill } from '@atiende/contracts/reports';
import { ticketListHref } from '../../../lib/ticket-list-href';

/**
 * "Ver tickets" (docs/reports.md#pages): a row's drill is the ticket list's own URL filters
 * (docs/product/tickets.md#ticket-list), written as every link into the list is.
 */
export function drillHref(drill: ReportDrill): string {
  return ticketListHref(drill);
}

/** One report's page. */
export function reportHref(family: string, type: string, search = ''): string {
  return `/admin/reports/${family}/${type}${search ? `?${search}` : ''}`;
}
