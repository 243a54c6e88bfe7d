import type { AdherenceDay, adherenceQuerySchema, Role } from '@atiende/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { selectDepartmentNames } from '../departments/index';
import { adherenceDays } from './adherence';
import * as repository from './adherence.repository';
import type { ScheduleDaysOf } from './break-shift-facts';

/**
 * GET /api/schedules/adherence (docs/schedules.md#cumplimiento-y-productividad): administrators
 * see every técnico, a lead the técnicos of the departments they lead or belong to (and
 * themselves), a técnico only themselves. Asking for someone or a department outside that is
 * refused (403), never answered empty; a department that does not exist is 404, as in the rest of
 * the schedules API.
 */

type AdherenceQuery = z.output<typeof adherenceQuerySchema>;
export type Caller = { userId: string; role: Role };
export type AdherenceDeps = { db: Db; scheduleDays: ScheduleDaysOf };

const DAY_MS = 86_400_000;

async function peopleInScope(db: Db, caller: Caller, query: AdherenceQuery) {
  if (caller.role === 'CLIENT') throw new AppError('FORBIDDEN');
  // A deactivated department still exists: its past figures stay readable.
  if (query.departmentId && (await selectDepartmentNames(db, [query.departmentId])).length === 0)
    throw new AppError('DEPARTMENT_NOT_FOUND');
  const userIds = query.userId ? [query.userId] : undefined;
  if (caller.role === 'ADMIN') {
    return repository.findPeople(db, {
      userIds,
      departmentIds: query.departmentId ? [query.departmentId] : undefined,
    });
  }
  if (caller.role === 'TECH_LEAD') {
    // docs/schedules.md#api: a lead's departments are those they lead or belong to.
    const own = await repository.findOwnDepartmentIds(db, caller.userId);
    if (query.departmentId && !own.includes(query.departmentId)) throw new AppError('FORBIDDEN');
    const departmentIds = query.departmentId ? [query.departmentId] : own;
    const team = await repository.findPeople(db, { departmentIds });
    const self = query.departmentId
      ? []
      : await repository.findPeople(db, { userIds: [caller.userId] });
    const people = [...team, ...self.filter((person) => !team.some((p) => p.id === person.id))];
    if (!userIds) return people;
    const chosen = people.filter((person) => person.id === query.userId);
    if (chosen.length === 0) throw new AppError('FORBIDDEN');
    return chosen;
  }
  if (caller.role === 'TECHNICIAN') {
    if (query.userId && query.userId !== caller.userId) throw new AppError('FORBIDDEN');
    if (query.departmentId) {
      const own = await repository.findOwnDepartmentIds(db, caller.userId);
      if (!own.includes(query.departmentId)) throw new AppError('FORBIDDEN');
    }
    return repository.findPeople(db, { userIds: [caller.userId] });
  }
  throw new AppError('FORBIDDEN');
}

export async function adherence(
  deps: AdherenceDeps,
  caller: Caller,
  query: AdherenceQuery,
  now = new Date(),
): Promise<AdherenceDay[]> {
  const people = await peopleInScope(deps.db, caller, query);
  return adherenceOfPeople(deps, people, query, now);
}

/**
 * The figures of people already chosen, per Lima day of `range` (both included): the computation
 * under `adherence`, for callers that decide who is in scope themselves (the team-time reports,
 * docs/reports.md#productivity).
 */
export async function adherenceOfPeople(
  deps: AdherenceDeps,
  people: readonly repository.Person[],
  range: { from: string; to: string },
  now = new Date(),
): Promise<AdherenceDay[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  // Wide enough for any Lima day of the range and a night shift that started on its last day.
  const window = {
    from: new Date(Date.parse(`${range.from}T00:00:00.000Z`) - DAY_MS),
    to: new Date(Date.parse(`${range.to}T00:00:00.000Z`) + 3 * DAY_MS),
  };
  const [schedules, pauses, handled, policies, plannedFrom] = await Promise.all([
    deps.scheduleDays(deps.db, ids, range.from, range.to),
    repository.findPausesBetween(deps.db, ids, window),
    repository.findTicketsHandled(deps.db, ids, window),
    repository.findPolicies(deps.db, ids),
    repository.findPlannedFrom(deps.db, ids),
  ]);
  const dates = datesBetween(range.from, range.to);
  const policyOf = new Map(policies.map((policy) => [policy.userId, policy]));
  return people.flatMap((person) =>
    adherenceDays({
      user: person,
      dates,
      days: schedules.get(person.id)?.days ?? [],
      // docs/schedules.md#cumplimiento-y-productividad: nothing is planned before the account
      // existed, nor before the weekly pattern was first saved.
      plannedFrom: plannedFrom.get(person.id) ?? null,
      policy: policyOf.get(person.id) ?? null,
      pauses: pauses.get(person.id) ?? [],
      handled: handled.get(person.id) ?? [],
      now,
    }),
  );
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00.000Z`); at <= Date.parse(`${to}T00:00:00.000Z`);) {
    dates.push(new Date(at).toISOString().slice(0, 10));
    at += DAY_MS;
  }
  return dates;
}
