import type { AuditLog } from '@atiende/contracts';
import { formatLimaDateTime, neutraliseCell } from '../../platform/spreadsheet-export';

export { formatLimaDateTime, neutraliseCell } from '../../platform/spreadsheet-export';

export const AUDIT_CSV_HEADER = [
  'Fecha (Lima)',
  'Fecha (UTC)',
  'Usuario',
  'Email',
  'Rol',
  'Acción',
  'Entidad',
  'Id de entidad',
  'Severidad',
  'Mensaje',
  'IP',
  'Navegador',
  'Id de solicitud',
  'Antes',
  'Después',
  'Datos',
];

function json(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** One CSV row, every cell neutralised. */
export function auditCsvRow(entry: AuditLog): string[] {
  return [
    formatLimaDateTime(entry.createdAt),
    entry.createdAt,
    entry.actorName ?? '',
    entry.actorEmail ?? '',
    entry.actorRole ?? '',
    entry.action,
    entry.entityType,
    entry.entityId ?? '',
    entry.severity,
    entry.message,
    entry.ip ?? '',
    entry.userAgent ?? '',
    entry.requestId ?? '',
    json(entry.before),
    json(entry.after),
    json(entry.details),
  ].map(neutraliseCell);
}
