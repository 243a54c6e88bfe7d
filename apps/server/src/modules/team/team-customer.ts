import { teamMessages, type Role } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { linkUserToCustomer } from '../customers/index';
import { updateUserCustomer } from '../users/index';
import { invalidField } from './team-access';
import { findCustomerForLink } from './team.repository';

const v = teamMessages.validation;

/**
 * A client's company (docs/team.md): only clients have one, and a new link needs an active
 * customer. `current` is the company the person has now (an unchanged link is not re-checked,
 * so editing a client of a since-deactivated customer still works).
 */
export async function checkCustomer(
  executor: Executor,
  customerId: string | null | undefined,
  role: Role,
  current: string | null,
): Promise<void> {
  if (customerId === undefined || customerId === null) return;
  if (role !== 'CLIENT') throw invalidField('customerId', v.customerClientOnly);
  if (customerId === current) return;
  const customer = await findCustomerForLink(executor, customerId);
  if (!customer?.isActive) throw invalidField('customerId', v.customerUnknown);
}

/**
 * Points the client at `customerId` (null: none) inside the caller's transaction. Linking goes
 * through the customers module, which also adds the person as a USER contact; unlinking leaves
 * that contact on the customer (it is history of who wrote for it).
 */
export async function applyCustomer(
  tx: Executor,
  person: { id: string; name: string; email: string; phone: string | null },
  customerId: string | null,
): Promise<void> {
  await updateUserCustomer(tx, person.id, null);
  if (customerId) await linkUserToCustomer(tx, customerId, person);
}
