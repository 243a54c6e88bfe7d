import type { AuditLog } from '@atiende/contracts';

/**
 * DESIGN §7: a cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or
 * a carriage return, after any leading spaces) is prefixed with an apostrophe, so it is text.
 */
export function neutraliseCell(value: string): string {
  return /^\s*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy hh:mm:ss in America/Lima (UX.md §7), built from parts to drop the comma. */
export function formatLimaDateTime(iso: string): string {
  const parts = Object.fromEntries(
    limaDateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

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
