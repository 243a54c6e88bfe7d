import {
  departmentMessages,
  PRODUCT_KIND_LABELS,
  type ExportFormat,
  type ProductListItem,
} from '@atiende/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { sendSpreadsheet, type SpreadsheetColumn } from '../../platform/spreadsheet-export';
import { recordAudit, type AuditContext } from '../audit/index';
import type { Caller } from './departments.service';
import * as repository from './products.repository';
import { toProductListItem, visibleProductFilters, type ProductListFilters } from './product-list';

const columns = departmentMessages.exportColumns;
const EXPORT_COLUMNS: SpreadsheetColumn<ProductListItem>[] = [
  { header: columns.name, value: (row) => row.name, width: 32 },
  { header: columns.kind, value: (row) => PRODUCT_KIND_LABELS[row.kind], width: 10 },
  { header: columns.department, value: (row) => row.departmentName, width: 28 },
  { header: columns.price, value: (row) => row.price, width: 14 },
  { header: columns.description, value: (row) => row.description, width: 40 },
  { header: columns.isActive, value: (row) => row.isActive, width: 8 },
  { header: columns.updatedAt, value: (row) => new Date(row.updatedAt), width: 18 },
];

async function* exportRows(db: Db, filters: repository.ProductFilters) {
  for await (const row of repository.iterateProducts(db, filters)) yield toProductListItem(row);
}

/** GET /api/products/export: what the page lists with the same filters, every page of it. */
export async function exportProducts(
  db: Db,
  reply: FastifyReply,
  caller: Caller,
  options: ProductListFilters & { format: ExportFormat },
  audit: AuditContext,
) {
  const { format, ...filters } = options;
  const visible = visibleProductFilters(caller, filters);
  await recordAudit(db, {
    context: audit,
    action: 'DATA_EXPORTED',
    entityType: 'PRODUCT',
    details: { format, filters: visible },
    message: departmentMessages.audit.productsExported(format.toUpperCase()),
  });
  const files = departmentMessages.exportFiles;
  return sendSpreadsheet(reply, {
    format,
    fileName: filters.kind === 'SERVICE' ? files.services : files.products,
    sheetName: departmentMessages.exportSheets.products,
    columns: EXPORT_COLUMNS,
    rows: exportRows(db, visible),
  });
}
