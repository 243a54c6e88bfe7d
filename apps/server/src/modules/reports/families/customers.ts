// The customers' reports (docs/reports.md#customers): the companies whose tickets were created in
// the period, followed to now. Every figure comes from SQL (customers-sql.ts); this file lays
// them out. A company's row opens the ticket list on that company and the period's creation days.
import {
  customerReportMessages as messages,
  REPORT_MAX_ROWS,
  type ReportColumn,
} from '@atiende/contracts/reports';
import type { TicketPriority } from '@atiende/contracts';
import type { Db } from '../../../db/client';
import type { ReportBody, ReportFamilyDefinitions, ReportScope } from '../report-definition';
import { selectChains, selectCompanies, type CompanyRow } from './customers-sql';
import { departmentDrill, oneDecimal } from './people-sql';

/** docs/reports.md#customers: the top list's length. */
export const TOP_CUSTOMERS = 20;

const c = messages.columns;
const column = (key: keyof typeof c, kind: ReportColumn['kind']): ReportColumn => ({
  key,
  label: c[key],
  kind,
});

function split(all: CompanyRow[]) {
  return {
    companies: all.filter((row) => row.kind === 'row'),
    shown: all.find((row) => row.kind === 'shown')!,
    every: all.find((row) => row.kind === 'all')!,
  };
}

const drillOf = (scope: ReportScope, row: CompanyRow, priority?: TicketPriority) => ({
  customerId: row.id!,
  ...scope.days,
  view: 'all' as const,
  ...(priority ? { priority } : {}),
  ...departmentDrill(scope),
});

/** The 20 companies with most tickets created in the period. */
async function top(db: Db, scope: ReportScope): Promise<ReportBody> {
  const priority = scope.filters.priority;
  const { companies, shown, every } = split(
    await selectCompanies(db, scope, { limit: TOP_CUSTOMERS, priority, withMedian: true }),
  );
  const cells = (row: CompanyRow) => ({
    created: row.created,
    open: row.open,
    resolved: row.resolved,
    resolutionMedian: oneDecimal(row.median),
  });
  return {
    summary: messages.summaries.top(companies.length, shown.created, every.created),
    columns: [
      column('customer', 'text'),
      column('created', 'count'),
      column('open', 'count'),
      column('resolved', 'count'),
      column('resolutionMedian', 'minutes'),
    ],
    rows: companies.map((row) => ({
      cells: { customer: row.name, ...cells(row) },
      drill: drillOf(scope, row, priority),
    })),
    totals: { customer: messages.totalRow, ...cells(shown) },
    chart: {
      kind: 'bar',
      x: 'customer',
      series: ['created', 'resolved'],
      stacked: false,
      horizontal: true,
    },
    truncated: false,
  };
}

/** Every company with tickets in the period, most first: created, resolved, open, % resolved. */
async function business(db: Db, scope: ReportScope): Promise<ReportBody> {
  const { companies, every } = split(
    await selectCompanies(db, scope, { limit: REPORT_MAX_ROWS, withMedian: false }),
  );
  const cells = (row: CompanyRow) => ({
    created: row.created,
    resolved: row.resolved,
    open: row.open,
    resolvedShare: row.resolvedShare,
  });
  return {
    summary: messages.summaries.business(every.companies, every.created, every.resolved),
    columns: [
      column('customer', 'text'),
      column('created', 'count'),
      column('resolved', 'count'),
      column('open', 'count'),
      column('resolvedShare', 'percent'),
    ],
    rows: companies.map((row) => ({
      cells: { customer: row.name, ...cells(row) },
      drill: drillOf(scope, row),
    })),
    totals: { customer: messages.totalRow, ...cells(every) },
    chart: {
      kind: 'bar',
      x: 'customer',
      series: ['created', 'resolved'],
      stacked: false,
      horizontal: true,
    },
    truncated: every.companies > companies.length,
  };
}

/** Per chain of companies, "Sin cadena" last: companies, created, resolved, open. */
async function chain(db: Db, scope: ReportScope): Promise<ReportBody> {
  const all = await selectChains(db, scope);
  const chains = all.filter((row) => !row.isTotal);
  const total = all.find((row) => row.isTotal)!;
  const leader = chains.find((row) => row.name !== null);
  const figures = (row: (typeof all)[number]) => ({
    companies: row.companies,
    created: row.created,
    resolved: row.resolved,
    open: row.open,
  });
  return {
    summary: messages.summaries.chain(
      leader ? { name: leader.name!, created: leader.created } : null,
      total.created,
    ),
    columns: [
      column('chain', 'text'),
      column('companies', 'count'),
      column('created', 'count'),
      column('resolved', 'count'),
      column('open', 'count'),
    ],
    // The ticket list has no chain filter: these rows carry no drill (docs/reports.md#customers).
    rows: chains
      .slice(0, REPORT_MAX_ROWS)
      .map((row) => ({ cells: { chain: row.name ?? messages.noChain, ...figures(row) } })),
    totals: { chain: messages.totalRow, ...figures(total) },
    chart: {
      kind: 'bar',
      x: 'chain',
      series: ['created', 'resolved', 'open'],
      stacked: false,
      horizontal: true,
    },
    truncated: chains.length > REPORT_MAX_ROWS,
  };
}

export const customerReports: ReportFamilyDefinitions<'customers'> = {
  top: { run: top },
  business: { run: business },
  chain: { run: chain },
};
