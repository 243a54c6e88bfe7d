import type { slaCalendarInputSchema, slaPolicyInputSchema } from '@atiende/contracts';
import { auditMessages, slaMessages, type SlaCalendar, type SlaPolicy } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { slaCalendars, slaPolicies } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { isKnownHolidayPlace, weeklyMinutes } from './sla-calendars';
import * as repository from './sla.repository';

/**
 * Policies and business calendars (docs/sla.md): administrators manage them, leads read them.
 * A change applies to new tickets and to each open ticket at its next change (docs/sla.md#changes).
 * Each change is audited in its transaction (docs/audit.md), before and after as the API shows
 * them.
 */

type PolicyInput = z.output<typeof slaPolicyInputSchema>;
type CalendarInput = z.output<typeof slaCalendarInputSchema>;

const v = slaMessages.validation;
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

const iso = (value: Date) => value.toISOString();

function toPolicy(row: repository.PolicyWithNames): SlaPolicy {
  const { policy } = row;
  return {
    id: policy.id,
    name: policy.name,
    departmentId: policy.departmentId,
    departmentName: row.departmentName,
    customerId: policy.customerId,
    customerName: row.customerName,
    calendarId: policy.calendarId,
    calendarName: row.calendarName,
    targets: policy.targets,
    warningPercent: policy.warningPercent,
    autoEscalate: policy.autoEscalate,
    isActive: policy.isActive,
    isDefault: policy.departmentId === null && policy.customerId === null,
    createdAt: iso(policy.createdAt),
    updatedAt: iso(policy.updatedAt),
  };
}

function toCalendar(row: {
  calendar: repository.SlaCalendarRow;
  policyCount: number;
}): SlaCalendar {
  const { calendar } = row;
  return {
    id: calendar.id,
    name: calendar.name,
    timeZone: calendar.timeZone,
    week: calendar.week,
    holidayCountry: calendar.holidayCountry,
    holidayRegion: calendar.holidayRegion,
    daysOff: calendar.daysOff,
    weeklyMinutes: weeklyMinutes(calendar.week),
    policyCount: Number(row.policyCount),
    createdAt: iso(calendar.createdAt),
    updatedAt: iso(calendar.updatedAt),
  };
}

/**
 * docs/sla.md#policies: the references exist, and a scope newly set to a deactivated department
 * or company is refused — such a policy would match no new ticket. A policy whose department was
 * deactivated after it was written keeps it and can still be edited.
 */
async function checkPolicy(
  tx: Executor,
  input: PolicyInput,
  current?: { id: string; departmentId: string | null; customerId: string | null },
) {
  if (await repository.isPolicyNameTaken(tx, input.name, current?.id))
    throw new AppError('SLA_POLICY_NAME_TAKEN');
  const scope = await repository.scopeExists(tx, input);
  if (scope.department && !scope.department.exists)
    throw fieldError('departmentId', v.departmentUnknown);
  if (
    scope.department &&
    !scope.department.isActive &&
    input.departmentId !== current?.departmentId
  )
    throw fieldError('departmentId', v.departmentInactive);
  if (scope.customer && !scope.customer.exists) throw fieldError('customerId', v.customerUnknown);
  if (scope.customer && !scope.customer.isActive && input.customerId !== current?.customerId)
    throw fieldError('customerId', v.customerInactive);
  if (input.calendarId && !(await repository.findCalendarById(tx, input.calendarId)))
    throw fieldError('calendarId', v.calendarUnknown);
  if (await repository.isPolicyScopeTaken(tx, input, current?.id))
    throw new AppError('SLA_POLICY_SCOPE_TAKEN');
}

async function policyById(db: Executor, id: string) {
  const row = await repository.findPolicyById(db, id);
  if (!row) throw new AppError('SLA_POLICY_NOT_FOUND');
  return toPolicy(row);
}

export async function listPolicies(db: Db) {
  return (await repository.findPolicies(db)).map(toPolicy);
}

export function getPolicy(db: Db, id: string) {
  return policyById(db, id);
}

export async function createPolicy(db: Db, input: PolicyInput, audit?: AuditContext) {
  return db.transaction(async (tx) => {
    await checkPolicy(tx, input);
    const [row] = await tx.insert(slaPolicies).values(input).returning({ id: slaPolicies.id });
    const policy = await policyById(tx, row!.id);
    await auditEntityChange(tx, audit, 'SLA', policy.id, {
      action: 'SLA_POLICY_CREATED',
      after: policy,
      message: auditMessages.entries.slaPolicyCreated(policy.name),
    });
    return policy;
  });
}

export async function updatePolicy(db: Db, id: string, input: PolicyInput, audit?: AuditContext) {
  return db.transaction(async (tx) => {
    const current = await repository.lockPolicy(tx, id);
    if (!current) throw new AppError('SLA_POLICY_NOT_FOUND');
    const before = await policyById(tx, id);
    const isDefault = current.departmentId === null && current.customerId === null;
    if (isDefault && (input.departmentId || input.customerId || !input.isActive))
      throw new AppError('SLA_DEFAULT_POLICY_REQUIRED');
    await checkPolicy(tx, input, current);
    await tx
      .update(slaPolicies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(slaPolicies.id, id));
    const policy = await policyById(tx, id);
    await auditEntityChange(tx, audit, 'SLA', id, {
      action: 'SLA_POLICY_UPDATED',
      before,
      after: policy,
      message: auditMessages.entries.slaPolicyUpdated(policy.name),
    });
    return policy;
  });
}

export async function removePolicy(db: Db, id: string, audit?: AuditContext) {
  await db.transaction(async (tx) => {
    const current = await repository.lockPolicy(tx, id);
    if (!current) throw new AppError('SLA_POLICY_NOT_FOUND');
    if (current.departmentId === null && current.customerId === null)
      throw new AppError('SLA_DEFAULT_POLICY_REQUIRED');
    await auditEntityChange(tx, audit, 'SLA', id, {
      action: 'SLA_POLICY_DELETED',
      before: await policyById(tx, id),
      severity: 'WARNING',
      message: auditMessages.entries.slaPolicyDeleted(current.name),
    });
    await tx.delete(slaPolicies).where(eq(slaPolicies.id, id));
  });
}

function checkHolidayPlace(input: CalendarInput) {
  if (input.holidayCountry && !isKnownHolidayPlace(input.holidayCountry, input.holidayRegion))
    throw fieldError(
      input.holidayRegion && isKnownHolidayPlace(input.holidayCountry, null)
        ? 'holidayRegion'
        : 'holidayCountry',
      v.holidayCountryInvalid,
    );
}

async function calendarById(db: Executor, id: string) {
  const row = await repository.findCalendarById(db, id);
  if (!row) throw new AppError('SLA_CALENDAR_NOT_FOUND');
  return toCalendar(row);
}

export async function listCalendars(db: Db) {
  return (await repository.findCalendars(db)).map(toCalendar);
}

export function getCalendar(db: Db, id: string) {
  return calendarById(db, id);
}

export async function createCalendar(db: Db, input: CalendarInput, audit?: AuditContext) {
  checkHolidayPlace(input);
  return db.transaction(async (tx) => {
    if (await repository.isCalendarNameTaken(tx, input.name))
      throw new AppError('SLA_CALENDAR_NAME_TAKEN');
    const [row] = await tx.insert(slaCalendars).values(input).returning({ id: slaCalendars.id });
    const calendar = await calendarById(tx, row!.id);
    await auditEntityChange(tx, audit, 'SLA', calendar.id, {
      action: 'SLA_CALENDAR_CREATED',
      after: calendar,
      message: auditMessages.entries.slaCalendarCreated(calendar.name),
    });
    return calendar;
  });
}

export async function updateCalendar(
  db: Db,
  id: string,
  input: CalendarInput,
  audit?: AuditContext,
) {
  checkHolidayPlace(input);
  return db.transaction(async (tx) => {
    const current = await repository.findCalendarById(tx, id);
    if (!current) throw new AppError('SLA_CALENDAR_NOT_FOUND');
    if (await repository.isCalendarNameTaken(tx, input.name, id))
      throw new AppError('SLA_CALENDAR_NAME_TAKEN');
    await tx
      .update(slaCalendars)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(slaCalendars.id, id));
    const calendar = await calendarById(tx, id);
    await auditEntityChange(tx, audit, 'SLA', id, {
      action: 'SLA_CALENDAR_UPDATED',
      before: toCalendar(current),
      after: calendar,
      message: auditMessages.entries.slaCalendarUpdated(calendar.name),
    });
    return calendar;
  });
}

export async function removeCalendar(db: Db, id: string, audit?: AuditContext) {
  await db.transaction(async (tx) => {
    const row = await repository.findCalendarById(tx, id);
    if (!row) throw new AppError('SLA_CALENDAR_NOT_FOUND');
    if (Number(row.policyCount) > 0) throw new AppError('SLA_CALENDAR_IN_USE');
    await auditEntityChange(tx, audit, 'SLA', id, {
      action: 'SLA_CALENDAR_DELETED',
      before: toCalendar(row),
      severity: 'WARNING',
      message: auditMessages.entries.slaCalendarDeleted(row.calendar.name),
    });
    await tx.delete(slaCalendars).where(eq(slaCalendars.id, id));
  });
}
