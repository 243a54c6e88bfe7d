import {
  auditMessages,
  scheduleMessages,
  type LunchRotaResponse,
  type LunchSlotInput,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { weekCoverage, type LunchSlotRow } from './coverage';
import { generateLunchRota, isLunchInsideShift } from './lunch-rota';
import { groupPatterns } from './schedule-loader';
import { toDepartmentSettings } from './schedule-mappers';
import { checkDepartment, scheduleInvalid, type Caller } from './schedules-access';
import {
  findDepartmentSettings,
  findDepartmentTechnicians,
  findLunchSlotsOfUsers,
  findShiftsOfUsers,
  replaceDepartmentRota,
} from './schedules.repository';

const v = scheduleMessages.validation;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** A department's settings, técnicos and their weekly patterns. */
async function loadRoster(
  executor: Executor,
  caller: Caller,
  departmentId: string,
  mode: 'manage' | 'read',
) {
  const department = await checkDepartment(executor, caller, departmentId, mode);
  const settings = toDepartmentSettings(
    department,
    await findDepartmentSettings(executor, departmentId),
  );
  const technicians = await findDepartmentTechnicians(executor, [departmentId]);
  const ids = technicians.map((technician) => technician.id);
  const patterns = groupPatterns(await findShiftsOfUsers(executor, ids));
  const people = technicians.map((technician) => ({
    id: technician.id,
    name: technician.name,
    shifts: patterns.get(technician.id) ?? [],
  }));
  return { settings, people, ids };
}

type Roster = Awaited<ReturnType<typeof loadRoster>>;

/** The rota by weekday with each day's coverage gaps. */
function rotaAnswer(
  roster: Roster,
  slots: readonly LunchSlotRow[],
  saved: boolean,
): LunchRotaResponse {
  const names = new Map(roster.people.map((person) => [person.id, person.name]));
  const mine = slots.filter((slot) => names.has(slot.userId));
  const gaps = weekCoverage(roster.people, mine, roster.settings.minAvailable);
  return {
    settings: roster.settings,
    saved,
    days: WEEKDAYS.map((weekday) => ({
      weekday,
      slots: mine
        .filter((slot) => slot.weekday === weekday)
        .sort((a, b) => a.startMinute - b.startMinute || a.userId.localeCompare(b.userId))
        .map((slot) => ({
          userId: slot.userId,
          weekday: slot.weekday,
          startMinute: slot.startMinute,
          durationMinutes: slot.durationMinutes,
          userName: names.get(slot.userId)!,
        })),
      warnings: gaps[weekday]!,
    })),
  };
}

/** docs/schedules.md#lunch-rota-and-coverage: each slot's problems, one per field. */
function slotProblems(roster: Roster, slots: readonly LunchSlotInput[]) {
  const problems: Array<{ field: string; message: string }> = [];
  const seen = new Set<string>();
  slots.forEach((slot, index) => {
    const person = roster.people.find((each) => each.id === slot.userId);
    const key = `${slot.userId}/${slot.weekday}`;
    if (!person) problems.push({ field: `slots.${index}.userId`, message: v.lunchNotMember });
    else if (seen.has(key))
      problems.push({ field: `slots.${index}.weekday`, message: v.lunchDuplicated(slot.weekday) });
    else if (!person.shifts.some((shift) => shift.weekday === slot.weekday))
      problems.push({ field: `slots.${index}.weekday`, message: v.lunchNoShift(slot.weekday) });
    else if (!isLunchInsideShift(person.shifts, slot))
      problems.push({
        field: `slots.${index}.startMinute`,
        message: v.lunchOutsideShift(slot.weekday),
      });
    seen.add(key);
  });
  return problems;
}

/** A rota's lunches in one list, as the answer's days show them: the audit's before and after. */
const slotsOf = (answer: LunchRotaResponse) => answer.days.flatMap((day) => day.slots);

/**
 * docs/audit.md#team-time: a saved rota (by hand or generated with `save`) is audited in its
 * transaction with the department's lunches before and after.
 */
async function auditRota(
  tx: Executor,
  audit: AuditContext | undefined,
  roster: Roster,
  before: LunchRotaResponse,
  after: LunchRotaResponse,
  generated: boolean,
) {
  const slots = slotsOf(after);
  await auditEntityChange(tx, audit, 'SCHEDULE', roster.settings.departmentId, {
    action: 'LUNCH_ROTA_SAVED',
    before: { slots: slotsOf(before) },
    after: { slots },
    ...(generated && { details: { generated: true } }),
    message: auditMessages.entries.lunchRotaSaved(
      roster.settings.departmentName,
      slots.length,
      generated,
    ),
  });
}

export function createLunchRotaService({ db }: { db: Db }) {
  return {
    async get(caller: Caller, departmentId: string) {
      const roster = await loadRoster(db, caller, departmentId, 'read');
      return rotaAnswer(roster, await findLunchSlotsOfUsers(db, roster.ids), true);
    },

    /** A proposal for the whole week; saved only when asked. */
    generate: (caller: Caller, departmentId: string, save: boolean, audit?: AuditContext) =>
      db.transaction(async (tx) => {
        const roster = await loadRoster(tx, caller, departmentId, 'manage');
        const members = roster.people
          .filter((person) => person.shifts.length > 0)
          .map((person) => ({ userId: person.id, name: person.name, shifts: person.shifts }));
        const slots = WEEKDAYS.flatMap(
          (weekday) => generateLunchRota(weekday, members, roster.settings).slots,
        );
        const answer = rotaAnswer(roster, slots, save);
        if (!save) return answer;
        const before = rotaAnswer(roster, await findLunchSlotsOfUsers(tx, roster.ids), true);
        await replaceDepartmentRota(tx, departmentId, slots);
        await auditRota(tx, audit, roster, before, answer, true);
        return answer;
      }),

    save: (caller: Caller, departmentId: string, slots: LunchSlotInput[], audit?: AuditContext) =>
      db.transaction(async (tx) => {
        const roster = await loadRoster(tx, caller, departmentId, 'manage');
        const problems = slotProblems(roster, slots);
        if (problems.length > 0) throw scheduleInvalid(problems);
        const before = rotaAnswer(roster, await findLunchSlotsOfUsers(tx, roster.ids), true);
        await replaceDepartmentRota(tx, departmentId, slots);
        const answer = rotaAnswer(roster, await findLunchSlotsOfUsers(tx, roster.ids), true);
        await auditRota(tx, audit, roster, before, answer, false);
        return answer;
      }),
  };
}

export type LunchRotaService = ReturnType<typeof createLunchRotaService>;
