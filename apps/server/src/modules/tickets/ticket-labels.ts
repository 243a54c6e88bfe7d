import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departmentStatuses, departments, users } from '../../db/schema/index';

/**
 * Names for the ids that history events keep in `from` / `to`, so a line reads "asignó el
 * ticket a Ana Torres" (docs/tickets.md, History). Which kind of id an event stores depends on
 * its type; `status_changed` holds a base status or, for a custom status, its id.
 */
const ID_KIND_BY_EVENT_TYPE: Record<string, 'user' | 'department' | 'status' | undefined> = {
  assigned: 'user',
  reassigned: 'user',
  escalated: 'user', // the department lead who was told
  department_changed: 'department',
  status_changed: 'status',
};

type IdKind = NonNullable<(typeof ID_KIND_BY_EVENT_TYPE)[string]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds the name of an id in an event's `from` / `to`; null for plain values and lost ids. */
export type EventLabeler = (type: string, value: string | null) => string | null;

const kindOf = (type: string, value: string | null): IdKind | undefined =>
  value && UUID.test(value) ? ID_KIND_BY_EVENT_TYPE[type] : undefined;

function namesOf(executor: Executor, kind: IdKind, ids: string[]) {
  const table = { user: users, department: departments, status: departmentStatuses }[kind];
  return executor
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
}

/**
 * One query per kind of id found in the events (none when there is none), whatever their
 * number. Deactivated departments and statuses keep their names; a deleted user has none.
 */
export async function labelEvents(
  executor: Executor,
  events: ReadonlyArray<{ type: string; fromValue: string | null; toValue: string | null }>,
): Promise<EventLabeler> {
  const idsByKind = new Map<IdKind, Set<string>>();
  for (const event of events) {
    for (const value of [event.fromValue, event.toValue]) {
      const kind = kindOf(event.type, value);
      if (kind && value) idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(value));
    }
  }
  const found = await Promise.all(
    [...idsByKind].map(([kind, ids]) => namesOf(executor, kind, [...ids])),
  );
  const names = new Map(found.flat().map((row) => [row.id, row.name]));
  return (type, value) => (kindOf(type, value) && value ? (names.get(value) ?? null) : null);
}
