import {
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  importMessages,
  type ImportEntity,
  type ImportField,
  type ImportMapping,
} from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { columnLetter, type CellValue } from './spreadsheet-reader';

/**
 * Which column feeds which field: header names are matched in Spanish and English, without
 * accents, case or punctuation ("Razón social" = "RAZON SOCIAL" = "razon_social").
 */

export function normaliseHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const EMAIL = ['email', 'e mail', 'correo', 'correo electronico', 'mail', 'email address'];
const PHONE = ['telefono', 'celular', 'movil', 'phone', 'telephone', 'whatsapp', 'tel'];
const DEPARTMENT = ['departamento', 'department', 'area', 'depto'];
const BUSINESS = ['empresa', 'razon social', 'business', 'company', 'organizacion', 'negocio'];

/** Header names each field answers to, already normalised; the first match wins. */
const ALIASES: Record<ImportEntity, Partial<Record<ImportField, string[]>>> = {
  CUSTOMERS: {
    name: [
      'razon social',
      'empresa',
      'nombre de la empresa',
      'business name',
      'company',
      'nombre',
      'name',
      'cliente',
    ],
    ruc: ['ruc', 'numero de ruc', 'ruc empresa', 'tax id'],
    chainName: ['cadena', 'chain', 'chain name', 'nombre comercial', 'marca', 'cadena comercial'],
    email: EMAIL,
    phone: PHONE,
    address: ['direccion', 'address', 'domicilio', 'direccion fiscal'],
    notes: ['notas', 'notes', 'observaciones', 'comentarios'],
  },
  USERS: {
    name: ['nombre', 'nombre completo', 'name', 'full name', 'nombres', 'usuario'],
    email: EMAIL,
    role: ['rol', 'role', 'perfil', 'tipo de usuario'],
    department: DEPARTMENT,
    phone: PHONE,
    business: BUSINESS,
  },
  TICKETS: {
    externalRef: [
      'id externo',
      'external id',
      'externalref',
      'external ref',
      'id',
      'ticket id',
      'numero',
      'numero de ticket',
      'codigo',
      'referencia',
    ],
    title: ['titulo', 'title', 'asunto', 'subject'],
    description: ['descripcion', 'description', 'detalle', 'mensaje', 'body'],
    priority: ['prioridad', 'priority'],
    status: ['estado', 'status'],
    department: DEPARTMENT,
    requesterName: [
      'cliente',
      'nombre del cliente',
      'solicitante',
      'nombre',
      'contacto',
      'requester',
      'requester name',
      'customer name',
      'name',
    ],
    requesterEmail: [...EMAIL, 'email del cliente', 'correo del cliente', 'requester email'],
    requesterPhone: [...PHONE, 'telefono del cliente'],
    business: BUSINESS,
    createdAt: [
      'fecha de creacion',
      'fecha',
      'creado',
      'created',
      'created at',
      'creation date',
      'fecha creacion',
      'date',
    ],
  },
};

/** Header names made unique and never empty, so a column can be named in a mapping. */
export function columnNames(header: readonly CellValue[]): string[] {
  const seen = new Map<string, number>();
  let last = header.length - 1;
  while (last >= 0 && (header[last] === null || String(header[last]).trim() === '')) last -= 1;
  return header.slice(0, last + 1).map((cell, index) => {
    const raw = cell === null || typeof cell === 'object' ? '' : String(cell).trim().slice(0, 200);
    const base = raw || `Columna ${columnLetter(index)}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

export function suggestMapping(entity: ImportEntity, columns: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<ImportField>();
  const normalised = columns.map(normaliseHeader);
  // Fields in order of the alias lists: exact names first ("email del cliente" before "email").
  for (const field of IMPORT_FIELDS[entity] as readonly ImportField[]) {
    for (const alias of ALIASES[entity][field] ?? []) {
      const index = normalised.findIndex(
        (name, position) => name === alias && mapping[columns[position]!] === undefined,
      );
      if (index !== -1 && !taken.has(field)) {
        mapping[columns[index]!] = field;
        taken.add(field);
        break;
      }
    }
  }
  return mapping;
}

export function fieldLabel(entity: ImportEntity, field: string): string {
  return (
    importMessages.entityFieldLabels[entity][field] ?? importMessages.fieldLabels[field] ?? field
  );
}

function invalidMapping(message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field: 'mapping', message }], { message });
}

/**
 * The mapping as positions: field → column index. Refuses unknown columns, fields of another
 * entity, a field mapped twice and missing required fields, listing them (400).
 */
export function resolveMapping(
  entity: ImportEntity,
  columns: readonly string[],
  mapping: ImportMapping,
): Map<ImportField, number> {
  const allowed = new Set<string>(IMPORT_FIELDS[entity]);
  const positions = new Map<ImportField, number>();
  for (const [column, field] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index === -1) throw invalidMapping(importMessages.errors.unknownColumn(column));
    if (!allowed.has(field)) throw invalidMapping(importMessages.errors.fieldNotForEntity(field));
    if (positions.has(field))
      throw invalidMapping(importMessages.errors.fieldTwice(fieldLabel(entity, field)));
    positions.set(field, index);
  }
  const missing = IMPORT_REQUIRED_FIELDS[entity].filter((field) => !positions.has(field));
  if (missing.length > 0) {
    throw invalidMapping(
      importMessages.errors.missingFields(missing.map((field) => fieldLabel(entity, field))),
    );
  }
  return positions;
}
