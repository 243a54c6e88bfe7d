import { departmentMessages, type DepartmentListItem, type ExportFormat } from '@atiende/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { sendSpreadsheet, type SpreadsheetColumn } from '../../platform/spreadsheet-export';
import { recordAudit, type AuditContext } from '../audit/index';
import { findUserNamesByIds } from '../users/index';
import * as repository from './departments.repository';
import { toDepartments } from './department-details';
import type { Caller } from './departments.service';

/**
 * docs/product/overview.md#roles-and-permissions: administrators list every department (inactive
 * ones on request); leads and técnicos only those they lead or belong to, active ones — the same
 * set their tickets come from (docs/departments.md).
 */
async function visibleDepartmentRows(
  db: Db,
  caller: Caller,
  options: { includeInactive: boolean },
) {
  if (caller.role === 'ADMIN') return repository.listDepartments(db, options);
  const onlyIds = await repository.findDepartmentIdsOfStaff(db, caller.userId);
  return repository.listDepartments(db, { includeInactive: false, onlyIds });
}

/** The departments page: each department with its lead and counts, in five queries. */
export async function listDepartmentItems(
  db: Db,
  caller: Caller,
  options: { includeInactive: boolean },
): Promise<DepartmentListItem[]> {
  const rows = await visibleDepartmentRows(db, caller, options);
  const ids = rows.map((row) => row.id);
  const leadIds = [...new Set(rows.flatMap((row) => (row.leadId ? [row.leadId] : [])))];
  const [departments, counts, leads] = await Promise.all([
    toDepartments(db, rows),
    repository.countsOfDepartments(db, ids),
    leadIds.length > 0 ? findUserNamesByIds(db, leadIds) : Promise.resolve([]),
  ]);
  const leadById = new Map(leads.map((lead) => [lead.id, lead]));
  return departments.map((department) => ({
    ...department,
    lead: (department.leadId && leadById.get(department.leadId)) || null,
    counts: counts.get(department.id)!,
  }));
}

const columns = departmentMessages.exportColumns;
const EXPORT_COLUMNS: SpreadsheetColumn<DepartmentListItem>[] = [
  { header: columns.name, value: (row) => row.name, width: 30 },
  { header: columns.description, value: (row) => row.description, width: 40 },
  { header: columns.lead, value: (row) => row.lead?.name, width: 24 },
  { header: columns.leadEmail, value: (row) => row.lead?.email, width: 28 },
  { header: columns.members, value: (row) => row.counts.members, width: 10 },
  { header: columns.openTickets, value: (row) => row.counts.openTickets, width: 14 },
  { header: columns.products, value: (row) => row.counts.products, width: 10 },
  { header: columns.services, value: (row) => row.counts.services, width: 10 },
  {
    header: columns.statuses,
    value: (row) =>
      row.statuses
        .filter((status) => status.isActive)
        .map((status) => status.name)
        .join(', '),
    width: 40,
  },
  { header: columns.isActive, value: (row) => row.isActive, width: 8 },
  { header: columns.createdAt, value: (row) => new Date(row.createdAt), width: 18 },
];

/**
 * GET /api/departments/export: the rows the page shows. A help desk has tens of departments,
 * so they are read at once (the list is not paged either); the export itself is audited.
 */
export async function exportDepartments(
  db: Db,
  reply: FastifyReply,
  caller: Caller,
  options: { format: ExportFormat; includeInactive: boolean },
  audit: AuditContext,
) {
  const rows = await listDepartmentItems(db, caller, options);
  await recordAudit(db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'DEPARTMENT',
    details: {
      format: options.format,
      rows: rows.length,
      includeInactive: options.includeInactive,
    },
    message: departmentMessages.audit.departmentsExported(options.format.toUpperCase()),
  });
  return sendSpreadsheet(reply, {
    format: options.format,
    fileName: departmentMessages.exportFiles.departments,
    sheetName: departmentMessages.exportSheets.departments,
    columns: EXPORT_COLUMNS,
    rows,
  });
}
