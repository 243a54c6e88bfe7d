import {
  MACRO_ASSIGN_SELF,
  MACROS_PER_USER_MAX,
  STAFF_ROLES,
  macroMessages,
  type Macro,
  type MacroInput,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findActiveDepartmentById } from '../departments/index';
import { findUserById, findUserNamesByIds } from '../users/index';
import { canManageMacro, checkPlacement, fieldError } from './macro-rules';
import * as repository from './macros.repository';
import type { MacroReader, MacroRow, NewMacroRow } from './macros.repository';

const v = macroMessages.validation;

export type MacrosDeps = { db: Db };
type Named = { id: string; name: string };

/** The names a list of plantillas shows: departments and assignees, read once per list. */
export async function namesFor(executor: Executor, rows: MacroRow[]) {
  const departmentIds = [...new Set(rows.flatMap((row) => row.departmentId ?? []))];
  const assigneeIds = [...new Set(rows.flatMap((row) => row.assigneeId ?? []))];
  const [departments, people] = await Promise.all([
    Promise.all(departmentIds.map((id) => findActiveDepartmentById(executor, id))),
    assigneeIds.length > 0 ? findUserNamesByIds(executor, assigneeIds) : [],
  ]);
  const byId = new Map<string, Named>();
  for (const item of [...departments, ...people]) if (item) byId.set(item.id, item);
  return (id: string | null): Named | null => {
    const found = id ? byId.get(id) : undefined;
    return found ? { id: found.id, name: found.name } : null;
  };
}

export function toMacro(
  row: MacroRow,
  reader: MacroReader,
  nameOf: (id: string | null) => Named | null,
): Macro {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    scope: row.scope,
    department: nameOf(row.departmentId),
    actions: {
      status: row.setStatus,
      resolution: row.resolution,
      priority: row.setPriority,
      assignTo: row.assignToSelf ? MACRO_ASSIGN_SELF : row.assigneeId,
      assignee: nameOf(row.assigneeId),
      internalNote: row.internalNote,
    },
    usageCount: row.usageCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canManage: canManageMacro(reader, row),
  };
}

async function describe(executor: Executor, reader: MacroReader, row: MacroRow): Promise<Macro> {
  return toMacro(row, reader, await namesFor(executor, [row]));
}

export async function listMacros({ db }: MacrosDeps, reader: MacroReader): Promise<Macro[]> {
  const rows = await repository.findVisibleMacros(db, reader);
  const nameOf = await namesFor(db, rows);
  return rows.map((row) => toMacro(row, reader, nameOf));
}

/** The row an input asks for, checked: who may put it there, its department, its assignee. */
async function rowFor(
  tx: Executor,
  reader: MacroReader,
  input: MacroInput,
  ownerId: string | null,
  exceptId?: string,
): Promise<NewMacroRow> {
  const placement = { scope: input.scope, ownerId, departmentId: input.departmentId };
  checkPlacement(reader, placement);
  if (input.departmentId && !(await findActiveDepartmentById(tx, input.departmentId))) {
    throw fieldError('departmentId', v.departmentUnknown);
  }
  const { assignTo } = input.actions;
  if (assignTo && assignTo !== MACRO_ASSIGN_SELF) {
    const person = await findUserById(tx, assignTo);
    if (!person?.isActive || !(STAFF_ROLES as readonly string[]).includes(person.role)) {
      throw fieldError('actions.assignTo', v.assigneeInvalid);
    }
  }
  const place = { scope: input.scope, ownerId, name: input.name, exceptId };
  if (await repository.isNameTaken(tx, place)) {
    throw new AppError('MACRO_NAME_TAKEN', [
      { field: 'name', message: macroMessages.errors.MACRO_NAME_TAKEN },
    ]);
  }
  return {
    ...placement,
    name: input.name,
    body: input.body,
    setStatus: input.actions.status,
    resolution: input.actions.status === 'RESUELTO' ? input.actions.resolution : null,
    setPriority: input.actions.priority,
    assignToSelf: assignTo === MACRO_ASSIGN_SELF,
    assigneeId: assignTo === MACRO_ASSIGN_SELF ? null : assignTo,
    internalNote: input.actions.internalNote,
  };
}

export async function createMacro(
  { db }: MacrosDeps,
  reader: MacroReader,
  input: MacroInput,
): Promise<Macro> {
  const ownerId = input.scope === 'PERSONAL' ? reader.userId : null;
  return db.transaction(async (tx) => {
    if (ownerId && (await repository.countPersonalMacros(tx, ownerId)) >= MACROS_PER_USER_MAX) {
      throw fieldError('name', macroMessages.validation.tooMany(MACROS_PER_USER_MAX));
    }
    const values = await rowFor(tx, reader, input, ownerId);
    const row = await repository.insertMacro(tx, { ...values, createdById: reader.userId });
    return describe(tx, reader, row);
  });
}

/** The visible plantilla the caller may manage: 404 when unseen, 403 when only seen. */
async function lockManageable(tx: Executor, reader: MacroReader, id: string) {
  const row = await repository.lockVisibleMacro(tx, reader, id);
  if (!row) throw new AppError('MACRO_NOT_FOUND');
  if (!canManageMacro(reader, row)) throw new AppError('FORBIDDEN');
  return row;
}

export async function updateMacro(
  { db }: MacrosDeps,
  reader: MacroReader,
  id: string,
  input: MacroInput,
): Promise<Macro> {
  return db.transaction(async (tx) => {
    const current = await lockManageable(tx, reader, id);
    // A plantilla made personal becomes the editor's own.
    const ownerId = input.scope === 'PERSONAL' ? (current.ownerId ?? reader.userId) : null;
    const values = await rowFor(tx, reader, input, ownerId, id);
    return describe(tx, reader, await repository.updateMacro(tx, id, values));
  });
}

export async function deleteMacro({ db }: MacrosDeps, reader: MacroReader, id: string) {
  await db.transaction(async (tx) => {
    await lockManageable(tx, reader, id);
    await repository.deleteMacro(tx, id);
  });
}

/** docs/macros.md: plantillas CRUD for staff; clients never reach them (the routes say so). */
export function createMacrosService(deps: MacrosDeps) {
  return {
    list: (reader: MacroReader) => listMacros(deps, reader),
    create: (reader: MacroReader, input: MacroInput) => createMacro(deps, reader, input),
    update: (reader: MacroReader, id: string, input: MacroInput) =>
      updateMacro(deps, reader, id, input),
    remove: (reader: MacroReader, id: string) => deleteMacro(deps, reader, id),
  };
}

export type MacrosService = ReturnType<typeof createMacrosService>;
