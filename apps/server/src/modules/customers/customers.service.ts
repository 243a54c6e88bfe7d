import {
  customerMessages,
  type Customer,
  type CustomerContact,
  type CustomerDetail,
  type CustomerInput,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerStats,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { offsetOf, paginationOf } from '../../platform/pagination';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { findStatsOfCustomers, type CustomerStatsRow } from './customer-insights.repository';
import * as repository from './customers.repository';
import type { CustomerContactRow, CustomerRow } from './customers.repository';

const v = customerMessages.validation;

export type CustomersServiceDeps = { db: Db };

/** The customers' operations bound to their database, for the routes. */
export function createCustomersService({ db }: CustomersServiceDeps) {
  return {
    listCustomers: (query: CustomerListQuery) => listCustomers(db, query),
    getCustomerDetail: (id: string) => getCustomerDetail(db, id),
    createCustomer: (input: CustomerInput, audit?: AuditContext) =>
      createCustomer(db, input, audit),
    updateCustomer: (id: string, input: CustomerInput, audit?: AuditContext) =>
      updateCustomer(db, id, input, audit),
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;

export const toIso = (value: Date | string) => new Date(value).toISOString();

const EMPTY_STATS: CustomerStats = {
  ticketsTotal: 0,
  ticketsOpen: 0,
  lastTicketAt: null,
  contactsCount: 0,
};

export function toStats(row: CustomerStatsRow | undefined): CustomerStats {
  if (!row) return EMPTY_STATS;
  return {
    ticketsTotal: row.tickets_total ?? 0,
    ticketsOpen: row.tickets_open ?? 0,
    lastTicketAt: row.last_ticket_at ? toIso(row.last_ticket_at) : null,
    contactsCount: row.contacts_count ?? 0,
  };
}

export function toCustomer(row: CustomerRow, stats?: CustomerStats): Customer {
  return {
    id: row.id,
    name: row.name,
    chainName: row.chainName,
    ruc: row.ruc,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(stats ? { stats } : {}),
  };
}

function toContact(row: CustomerContactRow): CustomerContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cargo: row.cargo,
    source: row.source,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page's customers with their figures: two statements whatever the page size. */
export async function statsByCustomer(executor: Executor, ids: string[]) {
  const rows = await findStatsOfCustomers(executor, ids);
  return new Map(rows.map((row) => [row.id, toStats(row)] as const));
}

async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerListResponse> {
  const filters = {
    search: query.search || undefined,
    business: query.business || undefined,
    chainName: query.chainName || undefined,
    isActive: query.isActive,
  };
  const [rows, total] = await Promise.all([
    repository.findCustomerPage(db, filters, { limit: query.limit, offset: offsetOf(query) }),
    repository.countCustomers(db, filters),
  ]);
  const stats = query.includeStats
    ? await statsByCustomer(
        db,
        rows.map((row) => row.id),
      )
    : undefined;
  return {
    customers: rows.map((row) => toCustomer(row, stats?.get(row.id) ?? (stats && EMPTY_STATS))),
    pagination: paginationOf(query, total),
  };
}

export async function getCustomerDetail(executor: Executor, id: string): Promise<CustomerDetail> {
  const row = await repository.findCustomerById(executor, id);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', { customerId: id });
  const [contacts, stats] = await Promise.all([
    repository.findContacts(executor, id),
    statsByCustomer(executor, [id]),
  ]);
  return {
    ...toCustomer(row),
    stats: stats.get(id) ?? EMPTY_STATS,
    contacts: contacts.map(toContact),
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

/** 409 with the Spanish message of whichever is taken: the RUC first, it is the stronger key. */
async function assertUnique(
  executor: Executor,
  values: { name: string; ruc: string | null },
  exceptId?: string,
) {
  const conflicts = await repository.findConflictingCustomer(executor, values, exceptId);
  if (values.ruc && conflicts.some((row) => row.ruc === values.ruc)) {
    throw new AppError('CUSTOMER_RUC_TAKEN', { field: 'ruc' });
  }
  if (conflicts.length > 0) throw new AppError('CUSTOMER_NAME_TAKEN', { field: 'name' });
}

/** A race past assertUnique still ends as the same 409, not a 500. */
function uniqueViolation(error: unknown): AppError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const found = current as Error & { code?: string; constraint?: string };
    if (found.code === '23505') {
      if (found.constraint === 'customer_contacts_email_unique') {
        return fieldError('contacts', v.contactEmailRepeated);
      }
      return found.constraint === 'customers_ruc_unique'
        ? new AppError('CUSTOMER_RUC_TAKEN', { field: 'ruc' })
        : new AppError('CUSTOMER_NAME_TAKEN', { field: 'name' });
    }
  }
  return undefined;
}

function assertDistinctContactEmails(contacts: CustomerInput['contacts']) {
  const seen = new Set<string>();
  contacts?.forEach((contact, index) => {
    if (!contact.email) return;
    if (seen.has(contact.email))
      throw fieldError(`contacts.${index}.email`, v.contactEmailRepeated);
    seen.add(contact.email);
  });
}

function customerValues(input: CustomerInput): repository.CustomerValues {
  return {
    name: input.name,
    chainName: input.chainName,
    ruc: input.ruc,
    email: input.email,
    phone: input.phone,
    address: input.address,
    notes: input.notes,
    isActive: input.isActive,
  };
}

const contactValues = (contact: NonNullable<CustomerInput['contacts']>[number]) => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  cargo: contact.cargo,
});

/** What the audit log keeps of a customer: its fields and its contacts, no figures. */
function auditSnapshot(detail: CustomerDetail) {
  const { stats: _stats, ...rest } = detail;
  return {
    ...rest,
    contacts: detail.contacts.map(({ id, name, email, phone, cargo, source }) => ({
      id,
      name,
      email,
      phone,
      cargo,
      source,
    })),
  };
}

async function withUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

async function createCustomer(
  db: Db,
  input: CustomerInput,
  audit?: AuditContext,
): Promise<CustomerDetail> {
  assertDistinctContactEmails(input.contacts);
  await assertUnique(db, input);
  return withUniqueness(() =>
    db.transaction(async (tx) => {
      const row = await repository.insertCustomer(tx, customerValues(input));
      await repository.insertContacts(
        tx,
        row.id,
        (input.contacts ?? []).map(contactValues),
        'MANUAL',
      );
      const detail = await getCustomerDetail(tx, row.id);
      await auditEntityChange(tx, audit, 'CUSTOMER', row.id, {
        action: 'CUSTOMER_CREATED',
        after: auditSnapshot(detail),
        message: customerMessages.audit.created(row.name),
      });
      return detail;
    }),
  );
}

/** Contacts in the body are the whole list: edit those with id, add the rest, drop the others. */
async function replaceContacts(
  tx: Executor,
  customerId: string,
  existing: CustomerContact[],
  contacts: NonNullable<CustomerInput['contacts']>,
) {
  const known = new Set(existing.map((contact) => contact.id));
  contacts.forEach((contact, index) => {
    if (contact.id && !known.has(contact.id))
      throw fieldError(`contacts.${index}.id`, v.contactUnknown);
  });
  const kept = contacts.flatMap((contact) => (contact.id ? [contact.id] : []));
  await repository.deleteContactsExcept(tx, customerId, kept);
  for (const contact of contacts) {
    if (contact.id) await repository.updateContact(tx, contact.id, contactValues(contact));
  }
  await repository.insertContacts(
    tx,
    customerId,
    contacts.filter((contact) => !contact.id).map(contactValues),
    'MANUAL',
  );
}

async function updateCustomer(
  db: Db,
  id: string,
  input: CustomerInput,
  audit?: AuditContext,
): Promise<CustomerDetail> {
  assertDistinctContactEmails(input.contacts);
  const before = await getCustomerDetail(db, id);
  await assertUnique(db, input, id);
  return withUniqueness(() =>
    db.transaction(async (tx) => {
      const updated = await repository.updateCustomer(tx, id, customerValues(input));
      if (!updated) throw new AppError('CUSTOMER_NOT_FOUND', { customerId: id });
      if (input.contacts) await replaceContacts(tx, id, before.contacts, input.contacts);
      const after = await getCustomerDetail(tx, id);
      await auditEntityChange(tx, audit, 'CUSTOMER', id, {
        action: 'CUSTOMER_UPDATED',
        before: auditSnapshot(before),
        after: auditSnapshot(after),
        message: customerMessages.audit.updated(after.name),
      });
      return after;
    }),
  );
}
