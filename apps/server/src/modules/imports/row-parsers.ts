import { createHash } from 'node:crypto';
import {
  EMAIL_MAX_LENGTH,
  importMessages,
  NAME_MAX_LENGTH,
  ROLE_LABELS,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TITLE_MAX_LENGTH,
  type ImportEntity,
  type ImportField,
  type ImportRowError,
  type Role,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';
import {
  cellLongText,
  cellText,
  matchLabel,
  normaliseEmail,
  normalisePhone,
  normaliseRuc,
  parseLimaDate,
} from './cell-values';
import { fieldLabel, normaliseHeader } from './import-fields';
import { columnLetter, FormulaCell, type CellValue, type SheetRow } from './spreadsheet-reader';

/**
 * One row of the sheet → one clean record of its entity, or the row's errors in Spanish. Pure:
 * lookups in the database (what exists already) happen later, a batch at a time.
 */

export type CustomerRecord = {
  row: number;
  name: string;
  ruc: string | null;
  chainName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  notes?: string | null;
};

export type UserRecord = {
  row: number;
  name: string;
  email: string;
  role: Role;
  departmentId: string | null;
  phone?: string | null;
  business: string | null;
};

export type TicketRecord = {
  row: number;
  externalRef: string;
  title: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  departmentId: string | null;
  requesterName: string;
  requesterEmail: string | null;
  requesterPhone: string | null;
  business: string | null;
  createdAt: Date | null;
};

export type ParsedRow<T> = { record: T; errors?: undefined } | { errors: ImportRowError[] };

/** What parsing needs from outside: department ids by normalised name. */
export type ParseContext = {
  entity: ImportEntity;
  columns: readonly string[];
  positions: ReadonlyMap<ImportField, number>;
  departmentIds: ReadonlyMap<string, string>;
};

const ROLE_ALIASES: Record<string, Role> = {
  admin: 'ADMIN',
  administradora: 'ADMIN',
  lider: 'TECH_LEAD',
  'lider tecnico': 'TECH_LEAD',
  'tech lead': 'TECH_LEAD',
  tecnica: 'TECHNICIAN',
  technician: 'TECHNICIAN',
  client: 'CLIENT',
  clienta: 'CLIENT',
};
const PRIORITY_ALIASES: Record<string, TicketPriority> = {
  low: 'BAJA',
  medium: 'MEDIA',
  normal: 'MEDIA',
  high: 'ALTA',
  urgent: 'URGENTE',
};
const STATUS_ALIASES: Record<string, TicketStatus> = {
  abierto: 'PENDIENTE',
  nuevo: 'PENDIENTE',
  open: 'PENDIENTE',
  new: 'PENDIENTE',
  pending: 'PENDIENTE',
  'en proceso': 'EN_PROGRESO',
  'in progress': 'EN_PROGRESO',
  resolved: 'RESUELTO',
  solucionado: 'RESUELTO',
  closed: 'CERRADO',
  escalated: 'ESCALADO',
};

/** Reads the mapped cells of one row and collects its errors. */
class RowReader {
  readonly errors: ImportRowError[] = [];

  constructor(
    private readonly context: ParseContext,
    private readonly row: SheetRow,
  ) {}

  private fail(field: ImportField, value: string | null, message: string) {
    const index = this.context.positions.get(field);
    this.errors.push({
      row: this.row.number,
      column: index === undefined ? null : this.context.columns[index]!,
      value,
      message,
    });
  }

  isMapped(field: ImportField): boolean {
    return this.context.positions.has(field);
  }

  raw(field: ImportField): CellValue {
    const index = this.context.positions.get(field);
    const cell = index === undefined ? null : (this.row.cells[index] ?? null);
    if (cell instanceof FormulaCell) {
      const reference = `${columnLetter(index!)}${this.row.number}`;
      this.fail(field, null, importMessages.rows.formula(this.row.number, reference));
      return null;
    }
    return cell;
  }

  text(field: ImportField, max: number, options: { long?: boolean } = {}): string | null {
    const value = options.long ? cellLongText(this.raw(field)) : cellText(this.raw(field));
    if (value !== null && value.length > max) {
      const label = fieldLabel(this.context.entity, field);
      this.fail(
        field,
        value.slice(0, 60),
        importMessages.rows.tooLong(this.row.number, label, max),
      );
      return null;
    }
    return value;
  }

  required(field: ImportField, max: number): string {
    const hadFormula = this.errors.length;
    const value = this.text(field, max);
    if (value === null && this.errors.length === hadFormula) {
      const label = fieldLabel(this.context.entity, field);
      this.fail(field, null, importMessages.rows.required(this.row.number, label));
    }
    return value ?? '';
  }

  /** Runs `parse` on the text; a null result is reported with `message`. */
  checked<T>(
    field: ImportField,
    parse: (text: string) => T | null,
    message: (row: number, value: string) => string,
    max = 200,
  ): T | null | undefined {
    if (!this.isMapped(field)) return undefined;
    const value = this.text(field, max);
    if (value === null) return null;
    const parsed = parse(value);
    if (parsed === null) this.fail(field, value, message(this.row.number, value));
    return parsed;
  }

  date(field: ImportField): Date | null {
    const cell = this.raw(field);
    if (cell === null) return null;
    const parsed = parseLimaDate(cell);
    const shown = cellText(cell) ?? '';
    if (!parsed) this.fail(field, shown, importMessages.rows.date(this.row.number, shown));
    else if (parsed.getTime() > Date.now() + 86_400_000) {
      this.fail(field, shown, importMessages.rows.futureDate(this.row.number, shown));
      return null;
    }
    return parsed;
  }

  department(): string | null {
    return (
      this.checked(
        'department',
        (name) => this.context.departmentIds.get(normaliseHeader(name)) ?? null,
        importMessages.rows.department,
      ) ?? null
    );
  }

  result<T>(record: T): ParsedRow<T> {
    return this.errors.length > 0 ? { errors: this.errors } : { record };
  }
}

export function parseCustomerRow(context: ParseContext, row: SheetRow): ParsedRow<CustomerRecord> {
  const reader = new RowReader(context, row);
  const name = reader.required('name', 200);
  const optional = (field: ImportField, max: number) =>
    reader.isMapped(field) ? reader.text(field, max, { long: field === 'notes' }) : undefined;
  const record: CustomerRecord = {
    row: row.number,
    name,
    ruc: reader.checked('ruc', normaliseRuc, importMessages.rows.ruc) ?? null,
    chainName: optional('chainName', 200),
    email: reader.checked('email', normaliseEmail, importMessages.rows.email, EMAIL_MAX_LENGTH),
    phone: reader.checked('phone', normalisePhone, importMessages.rows.phone, 40),
    address: optional('address', 500),
    notes: optional('notes', 2_000),
  };
  return reader.result(record);
}

export function parseUserRow(context: ParseContext, row: SheetRow): ParsedRow<UserRecord> {
  const reader = new RowReader(context, row);
  const name = reader.required('name', NAME_MAX_LENGTH);
  const emailText = reader.required('email', EMAIL_MAX_LENGTH);
  let email = '';
  if (emailText) {
    email = normaliseEmail(emailText) ?? '';
    if (!email) reader.errors.push(emailError(context, row.number, emailText));
  }
  const role = reader.checked(
    'role',
    (value) => matchLabel(value, ROLE_LABELS, ROLE_ALIASES),
    importMessages.rows.role,
  );
  const record: UserRecord = {
    row: row.number,
    name,
    email,
    role: role ?? 'CLIENT',
    departmentId: reader.department(),
    phone: reader.checked('phone', normalisePhone, importMessages.rows.phone, 40),
    business: reader.isMapped('business') ? reader.text('business', 200) : null,
  };
  return reader.result(record);
}

function emailError(context: ParseContext, row: number, value: string): ImportRowError {
  const index = context.positions.get('email');
  return {
    row,
    column: index === undefined ? null : context.columns[index]!,
    value,
    message: importMessages.rows.email(row, value),
  };
}

/** Without an "ID externo" column, a ticket is known by a hash of what identifies it. */
export function ticketContentRef(parts: Array<string | null | Date>): string {
  const content = parts
    .map((part) =>
      part instanceof Date ? part.toISOString() : (part ?? '').toLowerCase().replace(/\s+/g, ' '),
    )
    .join('\u001f');
  return `sheet:${createHash('sha256').update(content).digest('hex').slice(0, 40)}`;
}

export function parseTicketRow(context: ParseContext, row: SheetRow): ParsedRow<TicketRecord> {
  const reader = new RowReader(context, row);
  const title = reader.required('title', TICKET_TITLE_MAX_LENGTH);
  const description = reader.isMapped('description')
    ? reader.text('description', TICKET_DESCRIPTION_MAX_LENGTH, { long: true })
    : null;
  const requesterName = reader.isMapped('requesterName')
    ? reader.text('requesterName', NAME_MAX_LENGTH)
    : null;
  const requesterEmail =
    reader.checked('requesterEmail', normaliseEmail, importMessages.rows.email, EMAIL_MAX_LENGTH) ??
    null;
  const createdAt = reader.isMapped('createdAt') ? reader.date('createdAt') : null;
  const business = reader.isMapped('business') ? reader.text('business', 200) : null;
  const emailColumn = context.positions.get('requesterEmail');
  const emailFailed = reader.errors.some(
    (error) => emailColumn !== undefined && error.column === context.columns[emailColumn],
  );
  if (!requesterName && !requesterEmail && !emailFailed) {
    reader.errors.push({
      row: row.number,
      column: null,
      value: null,
      message: importMessages.rows.requesterMissing(row.number),
    });
  }
  const externalRef = reader.isMapped('externalRef') ? reader.text('externalRef', 200) : null;
  const record: TicketRecord = {
    row: row.number,
    externalRef:
      externalRef ??
      ticketContentRef([title, description, requesterEmail, requesterName, business, createdAt]),
    title,
    description: description ?? title,
    priority:
      reader.checked(
        'priority',
        (value) => matchLabel(value, TICKET_PRIORITY_LABELS, PRIORITY_ALIASES),
        importMessages.rows.priority,
      ) ?? 'MEDIA',
    status:
      reader.checked(
        'status',
        (value) => matchLabel(value, TICKET_STATUS_LABELS, STATUS_ALIASES),
        importMessages.rows.status,
      ) ?? 'PENDIENTE',
    departmentId: reader.department(),
    requesterName: requesterName ?? requesterEmail!,
    requesterEmail,
    requesterPhone:
      reader.checked('requesterPhone', normalisePhone, importMessages.rows.phone, 40) ?? null,
    business,
    createdAt,
  };
  return reader.result(record);
}
