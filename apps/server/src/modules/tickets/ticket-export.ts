import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketCloseMessages,
  type TicketExportQuery,
} from '@atiende/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketRatings, tickets } from '../../db/schema/index';
import type { SpreadsheetColumn } from '../../platform/spreadsheet-export';
import { recordAudit, type AuditContext } from '../audit/index';
import { companiesMatching, listConditions } from './ticket-list.repository';
import { summaryColumns } from './ticket-summary-columns';
import type { Viewer } from './ticket-visibility';

/**
 * docs/exports.md: the ticket list as XLSX or CSV — the list's filters and visibility rule, every
 * page, newest number first — with the Solución and the client's rating of each ticket.
 */

const EXPORT_PAGE = 1_000;

const exportColumns = {
  ...summaryColumns,
  resolution: tickets.resolution,
  rating: ticketRatings.rating,
  ratingComment: ticketRatings.comment,
};

function findExportPage(
  db: Db,
  viewer: Viewer,
  query: TicketExportQuery,
  companyIds: readonly string[] | null,
  before: number | null,
) {
  return db
    .select(exportColumns)
    .from(tickets)
    .leftJoin(ticketRatings, eq(ticketRatings.ticketId, tickets.id))
    .where(
      and(
        listConditions(
          viewer,
          { ...query, page: 1, limit: EXPORT_PAGE, sort: '-number' },
          companyIds,
        ),
        before === null ? undefined : lt(tickets.number, before),
      ),
    )
    .orderBy(desc(tickets.number))
    .limit(EXPORT_PAGE);
}

type ExportRow = Awaited<ReturnType<typeof findExportPage>>[number];

/** Every matching ticket, 1,000 at a time (keyset on the number). */
async function* exportRows(db: Db, viewer: Viewer, query: TicketExportQuery) {
  let before: number | null = null;
  // The companies a search names, once for every page (ticket-list.repository.ts).
  const companyIds = await companiesMatching(db, query.search);
  for (;;) {
    const rows: ExportRow[] = await findExportPage(db, viewer, query, companyIds, before);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    before = Number(rows[rows.length - 1]!.number);
  }
}

/** The export is audited before the first row is read. */
export async function startTicketExport(
  db: Db,
  viewer: Viewer,
  query: TicketExportQuery,
  audit: AuditContext,
): Promise<AsyncGenerator<ExportRow>> {
  const { format, ...filters } = query;
  await recordAudit(db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'TICKET',
    details: { format, filters },
    message: ticketCloseMessages.export.audit(format.toUpperCase()),
  });
  return exportRows(db, viewer, query);
}

const c = ticketCloseMessages.export.columns;
const dateOf = (value: Date | string | null) => (value ? new Date(value) : null);

export const TICKET_EXPORT_COLUMNS: readonly SpreadsheetColumn<ExportRow>[] = [
  { header: c.number, value: (row) => Number(row.number), width: 10 },
  { header: c.title, value: (row) => row.title, width: 40 },
  {
    header: c.status,
    value: (row) => row.customStatusName ?? TICKET_STATUS_LABELS[row.status],
    width: 14,
  },
  { header: c.priority, value: (row) => TICKET_PRIORITY_LABELS[row.priority], width: 10 },
  { header: c.department, value: (row) => row.departmentName, width: 24 },
  { header: c.assignee, value: (row) => row.assignedToName, width: 22 },
  { header: c.requester, value: (row) => row.contactName, width: 24 },
  { header: c.email, value: (row) => row.contactEmail, width: 28 },
  { header: c.business, value: (row) => row.customerName ?? row.contactBusiness, width: 24 },
  { header: c.createdAt, value: (row) => dateOf(row.createdAt) },
  { header: c.resolvedAt, value: (row) => dateOf(row.resolvedAt) },
  { header: c.closedAt, value: (row) => dateOf(row.closedAt) },
  { header: c.resolution, value: (row) => row.resolution, width: 48 },
  {
    header: c.rating,
    value: (row) => (row.rating === null ? null : Number(row.rating)),
    width: 12,
  },
  { header: c.ratingComment, value: (row) => row.ratingComment, width: 36 },
];
