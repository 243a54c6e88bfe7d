import {
  customerMessages,
  type CustomerDuplicate,
  type CustomerExportQuery,
  type CustomerStatsOverview,
  type CustomerStatsQuery,
  type CustomerTicketsResponse,
} from '@atiende/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SpreadsheetColumn } from '../../platform/spreadsheet-export';
import { AppError } from '../../platform/errors';
import { offsetOf, paginationOf, type PageRequest } from '../../platform/pagination';
import { recordAudit, type AuditContext } from '../audit/index';
import { periodRangeOf, resolvePeriod } from '../../platform/period';
import * as insights from './customer-insights.repository';
import * as repository from './customers.repository';
import { statsByCustomer, toCustomer, toIso } from './customers.service';

const TOP_CUSTOMERS = 10;
/** The "tickets by empresa" chart shows this many bars, then "Otras empresas". */
const BUSINESS_BARS = 8;
const DUPLICATES_MAX = 100;

export type CustomerInsightsServiceDeps = { db: Db };

/** The CRM's figures, duplicates, a customer's tickets and the export, over one database. */
export function createCustomerInsightsService({ db }: CustomerInsightsServiceDeps) {
  return {
    listTicketsOfCustomer: (customerId: string, scope: SQL | undefined, page: PageRequest) =>
      listTicketsOfCustomer(db, customerId, scope, page),
    getOverview: (query: CustomerStatsQuery, now?: Date) => getOverview(db, query, now),
    listDuplicates: () => listDuplicates(db),
    startExport: (query: CustomerExportQuery, audit: AuditContext) => startExport(db, query, audit),
    EXPORT_COLUMNS,
  };
}
export type CustomerInsightsService = ReturnType<typeof createCustomerInsightsService>;

/**
 * A page of the customer's tickets the caller may open (`scope` = the tickets module's
 * visibility rule): the figures count them all, the list shows only these.
 */
async function listTicketsOfCustomer(
  db: Db,
  customerId: string,
  scope: SQL | undefined,
  page: PageRequest,
): Promise<CustomerTicketsResponse> {
  if (!(await repository.findCustomerById(db, customerId))) {
    throw new AppError('CUSTOMER_NOT_FOUND', { customerId });
  }
  const rows = await insights.findTicketsOfCustomer(db, customerId, scope, {
    limit: page.limit,
    offset: offsetOf(page),
  });
  const total = rows[0]?.total ?? 0;
  return {
    tickets: rows.map((row) => ({
      id: row.id,
      number: Number(row.number),
      title: row.title,
      status: row.status,
      priority: row.priority,
      departmentName: row.department_name,
      contactName: row.contact_name,
      createdAt: toIso(row.created_at),
    })),
    pagination: paginationOf(page, total),
  };
}

/**
 * docs/product/customers.md CRM panel: new and active customers, top customers, tickets by empresa
 * and cadena.
 */
async function getOverview(
  db: Db,
  query: CustomerStatsQuery,
  now: Date = new Date(),
): Promise<CustomerStatsOverview> {
  const range = resolvePeriod(query, now);
  const filters = {
    since: range.from,
    until: range.to,
    business: query.business || undefined,
    chainName: query.chainName || undefined,
  };
  const totals = await insights.findOverviewTotals(db, filters);
  const top = await insights.findTopCustomers(db, filters, 100);
  const byChain = await insights.findTicketsByChain(db, filters);
  const shown = top.slice(0, BUSINESS_BARS);
  const others = totals.tickets - shown.reduce((sum, row) => sum + row.tickets, 0);
  return {
    ...periodRangeOf(range),
    totalCustomers: totals.total_customers,
    newCustomers: totals.new_customers,
    activeCustomers: totals.active_customers,
    tickets: totals.tickets,
    topCustomers: top.slice(0, TOP_CUSTOMERS).map((row) => ({
      id: row.id,
      name: row.name,
      tickets: row.tickets,
      openTickets: row.open_tickets,
    })),
    byBusiness: [
      ...shown.map((row) => ({ name: row.name, tickets: row.tickets })),
      ...(others > 0 ? [{ name: customerMessages.crm.otherBusinesses, tickets: others }] : []),
    ],
    byChain: byChain.map((row) => ({ name: row.name, tickets: row.tickets })),
  };
}

async function listDuplicates(db: Db): Promise<CustomerDuplicate[]> {
  const pairs = await insights.findDuplicatePairs(db, DUPLICATES_MAX);
  const ids = [...new Set(pairs.flatMap((pair) => [pair.first_id, pair.second_id]))];
  const [rows, counts] = await Promise.all([
    Promise.all(ids.map((id) => repository.findCustomerById(db, id))),
    insights.findTicketCounts(db, ids),
  ]);
  const byId = new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const tickets = new Map(counts.map((row) => [row.id, row.tickets] as const));
  const side = (id: string) => {
    const row = byId.get(id)!;
    return {
      id,
      name: row.name,
      ruc: row.ruc,
      email: row.email,
      phone: row.phone,
      ticketsTotal: tickets.get(id) ?? 0,
    };
  };
  return pairs
    .filter((pair) => byId.has(pair.first_id) && byId.has(pair.second_id))
    .map((pair) => ({
      reason: pair.reason,
      value: pair.value,
      first: side(pair.first_id),
      second: side(pair.second_id),
    }));
}

type ExportRow = ReturnType<typeof toCustomer> & {
  stats: NonNullable<ReturnType<typeof toCustomer>['stats']>;
};

const EXPORT_PAGE = 1_000;

/** GET /api/customers-unified/export: the export is audited before the first row is read. */
async function startExport(
  db: Db,
  query: CustomerExportQuery,
  audit: AuditContext,
): Promise<AsyncGenerator<ExportRow>> {
  const { format, ...filters } = query;
  await recordAudit(db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'CUSTOMER',
    details: { format, filters },
    message: customerMessages.audit.exported(format.toUpperCase()),
  });
  return exportRows(db, query);
}

/** The filtered list with its figures, 1,000 rows at a time (keyset on name, id). */
async function* exportRows(db: Db, query: CustomerExportQuery): AsyncGenerator<ExportRow> {
  const filters = {
    search: query.search || undefined,
    business: query.business || undefined,
    chainName: query.chainName || undefined,
    isActive: query.isActive,
  };
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows = await repository.findCustomersAfter(db, filters, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    const stats = await statsByCustomer(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) yield { ...toCustomer(row), stats: stats.get(row.id)! };
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { name: last.name, id: last.id };
  }
}

const c = customerMessages.export.columns;

export const EXPORT_COLUMNS: readonly SpreadsheetColumn<ExportRow>[] = [
  { header: c.name, value: (row) => row.name, width: 36 },
  { header: c.chainName, value: (row) => row.chainName, width: 24 },
  { header: c.ruc, value: (row) => row.ruc, width: 14 },
  { header: c.email, value: (row) => row.email, width: 28 },
  { header: c.phone, value: (row) => row.phone, width: 16 },
  { header: c.address, value: (row) => row.address, width: 32 },
  { header: c.isActive, value: (row) => row.isActive, width: 8 },
  { header: c.tickets, value: (row) => row.stats.ticketsTotal, width: 10 },
  { header: c.openTickets, value: (row) => row.stats.ticketsOpen, width: 10 },
  {
    header: c.lastTicketAt,
    value: (row) => (row.stats.lastTicketAt ? new Date(row.stats.lastTicketAt) : null),
  },
  { header: c.contacts, value: (row) => row.stats.contactsCount, width: 10 },
  { header: c.createdAt, value: (row) => new Date(row.createdAt) },
];
