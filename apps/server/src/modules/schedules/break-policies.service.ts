import {
  auditMessages,
  breakMessages,
  type BreakPolicy,
  type breakPolicyInputSchema,
  type breakPolicyPatchSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { auditEntityChange, type AuditContext } from '../audit/index';
import * as repository from './break-policies.repository';
import { isUniqueViolation } from './pauses.repository';

/**
 * Break policies (docs/schedules.md#pausas-y-recordatorios): administrators manage them; the
 * reminders job and the pauses read the one that applies to each técnico. Each change is audited
 * in its transaction (docs/audit.md#team-time), before and after as the API shows them.
 */

type PolicyInput = z.output<typeof breakPolicyInputSchema>;
type PolicyPatch = z.output<typeof breakPolicyPatchSchema>;

const v = breakMessages.validation;
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

function toPolicy(row: repository.BreakPolicyWithName): BreakPolicy {
  const { policy } = row;
  return {
    id: policy.id,
    name: policy.name,
    departmentId: policy.departmentId,
    departmentName: row.departmentName,
    everyMinutes: policy.everyMinutes,
    breakMinutes: policy.breakMinutes,
    autoCloseAfterMinutes: policy.autoCloseAfterMinutes,
    remindersEnabled: policy.remindersEnabled,
    isActive: policy.isActive,
    createdAt: policy.createdAt.toISOString(),
    updatedAt: policy.updatedAt.toISOString(),
  };
}

async function policyById(executor: Executor, id: string) {
  const row = await repository.findBreakPolicyById(executor, id);
  if (!row) throw new AppError('BREAK_POLICY_NOT_FOUND');
  return toPolicy(row);
}

async function checkPolicy(
  tx: Executor,
  input: { name: string; departmentId: string | null },
  exceptId?: string,
) {
  if (await repository.isBreakPolicyNameTaken(tx, input.name, exceptId))
    throw new AppError('BREAK_POLICY_NAME_TAKEN');
  if (input.departmentId && !(await repository.departmentExists(tx, input.departmentId)))
    throw fieldError('departmentId', v.departmentUnknown);
}

/** A name taken by a concurrent save reaches the unique index: the same 409. */
async function mapNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BREAK_POLICY_NAME_TAKEN');
    throw error;
  }
}

export async function listBreakPolicies(db: Db) {
  return (await repository.findBreakPolicies(db)).map(toPolicy);
}

export function getBreakPolicy(db: Db, id: string) {
  return policyById(db, id);
}

export function createBreakPolicy(db: Db, input: PolicyInput, audit?: AuditContext) {
  return mapNameRace(() =>
    db.transaction(async (tx) => {
      await checkPolicy(tx, input);
      const policy = await policyById(tx, await repository.insertBreakPolicy(tx, input));
      await auditEntityChange(tx, audit, 'SCHEDULE', policy.id, {
        action: 'BREAK_POLICY_CREATED',
        after: policy,
        message: auditMessages.entries.breakPolicyCreated(policy.name),
      });
      return policy;
    }),
  );
}

export function updateBreakPolicy(db: Db, id: string, patch: PolicyPatch, audit?: AuditContext) {
  return mapNameRace(() =>
    db.transaction(async (tx) => {
      const current = await repository.lockBreakPolicy(tx, id);
      if (!current) throw new AppError('BREAK_POLICY_NOT_FOUND');
      const next = { ...current, ...definedFields(patch) };
      if (next.breakMinutes >= next.everyMinutes)
        throw fieldError('breakMinutes', v.breakLongerThanEvery);
      await checkPolicy(tx, next, id);
      const before = await policyById(tx, id);
      await repository.updateBreakPolicy(tx, id, definedFields(patch));
      const policy = await policyById(tx, id);
      await auditEntityChange(tx, audit, 'SCHEDULE', id, {
        action: 'BREAK_POLICY_UPDATED',
        before,
        after: policy,
        message: auditMessages.entries.breakPolicyUpdated(policy.name),
      });
      return policy;
    }),
  );
}

export async function deleteBreakPolicy(db: Db, id: string, audit?: AuditContext) {
  await db.transaction(async (tx) => {
    if (!(await repository.lockBreakPolicy(tx, id))) throw new AppError('BREAK_POLICY_NOT_FOUND');
    const before = await policyById(tx, id);
    await auditEntityChange(tx, audit, 'SCHEDULE', id, {
      action: 'BREAK_POLICY_DELETED',
      before,
      severity: 'WARNING',
      message: auditMessages.entries.breakPolicyDeleted(before.name),
    });
    await repository.deleteBreakPolicy(tx, id);
  });
}

function definedFields(patch: PolicyPatch) {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<repository.NewBreakPolicyRow>;
}
