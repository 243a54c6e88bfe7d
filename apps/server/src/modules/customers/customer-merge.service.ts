import { customerMessages, type CustomerMergeResult } from '@atiende/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { auditEntityChange, type AuditContext } from '../audit/index';
import * as merge from './customer-merge.repository';
import * as repository from './customers.repository';
import type { CustomerRow } from './customers.repository';
import { getCustomerDetail } from './customers.service';

export type CustomerMergeServiceDeps = { db: Db; events: EventBus };

/** Merging one customer into another, over one database. */
export function createCustomerMergeService({ db, events }: CustomerMergeServiceDeps) {
  return {
    mergeCustomers: (sourceId: string, targetId: string, audit?: AuditContext) =>
      mergeCustomers({ db, events }, sourceId, targetId, audit),
  };
}
export type CustomerMergeService = ReturnType<typeof createCustomerMergeService>;

/** The fields a merge fills on the target when it has none (docs/customers.md). */
const FILLABLE = ['chainName', 'ruc', 'email', 'phone', 'address', 'notes'] as const;

function filledFields(target: CustomerRow, source: CustomerRow) {
  const values: Partial<Pick<CustomerRow, (typeof FILLABLE)[number]>> = {};
  for (const field of FILLABLE) {
    if (!target[field] && source[field]) values[field] = source[field];
  }
  return values;
}

/**
 * POST /api/customers-unified/{id}/merge: the source's tickets, portal users and contacts
 * (except people the target already has) move to the target, the target's empty fields take
 * the source's values, and the source is deleted — all in one transaction, audited with both
 * customers as they were.
 */
async function mergeCustomers(
  { db, events }: CustomerMergeServiceDeps,
  sourceId: string,
  targetId: string,
  audit?: AuditContext,
): Promise<CustomerMergeResult> {
  if (sourceId === targetId) throw new AppError('CUSTOMER_MERGE_INTO_SELF', { field: 'intoId' });
  let movedUserIds: string[] = [];
  const moved = await db.transaction(async (tx) => {
    const locked = await repository.lockCustomers(tx, [sourceId, targetId]);
    const source = locked.find((row) => row.id === sourceId);
    const target = locked.find((row) => row.id === targetId);
    if (!source) throw new AppError('CUSTOMER_NOT_FOUND', { customerId: sourceId });
    if (!target) throw new AppError('CUSTOMER_NOT_FOUND', { customerId: targetId });
    const [sourceBefore, targetBefore] = await Promise.all([
      getCustomerDetail(tx, sourceId),
      getCustomerDetail(tx, targetId),
    ]);
    const tickets = await merge.moveTickets(tx, sourceId, targetId);
    movedUserIds = await merge.moveUsers(tx, sourceId, targetId);
    const counts = {
      tickets,
      users: movedUserIds.length,
      contacts: await merge.moveContacts(tx, sourceId, targetId),
    };
    // The source goes first: its RUC may move to the target (unique index).
    await repository.deleteCustomer(tx, sourceId);
    await repository.updateCustomer(tx, targetId, filledFields(target, source));
    const after = await getCustomerDetail(tx, targetId);
    await auditEntityChange(tx, audit, 'CUSTOMER', targetId, {
      action: 'CUSTOMER_MERGED',
      before: { source: sourceBefore, target: targetBefore },
      after,
      details: { sourceId, targetId, moved: counts },
      severity: 'WARNING',
      message: customerMessages.audit.merged(source.name, target.name),
    });
    return counts;
  });
  // The moved clients now see the target's tickets: every instance's caches forget their company.
  for (const userId of movedUserIds) {
    events.publish('user.updated', { userId, fields: ['customerId'] });
  }
  return { customer: await getCustomerDetail(db, targetId), moved };
}
