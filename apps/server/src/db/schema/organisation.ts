import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CUSTOMER_CONTACT_SOURCES, PRODUCT_KINDS } from '@atiende/contracts';
import { ticketStatusEnum } from './enums';
import { createdAtColumn, idColumn, timestamps } from './columns';
import { ownerUserIdColumn, userReference } from './user-references';
import { foldedName } from './folded-name';

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** The tech lead told about escalations (docs/product/departments-and-catalogue.md). */
    leadId: userReference('lead_id'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('departments_name_unique').on(sql`lower(${table.name})`)],
);

/** A row that belongs to a department and goes with it. */
const departmentIdColumn = () =>
  uuid('department_id')
    .notNull()
    .references(() => departments.id, { onDelete: 'cascade' });

/**
 * Técnicos (and leads) who work a department's tickets:
 * docs/product/overview.md#roles-and-permissions visibility.
 */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: departmentIdColumn(),
    userId: ownerUserIdColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId] }),
    index('department_members_user_idx').on(table.userId),
  ],
);

/**
 * Custom statuses inside the five fixed categories: each maps to a base status, so filters,
 * reports and SLAs keep working; `pausesSla` stops the SLA clock (waiting on the customer).
 */
export const departmentStatuses = pgTable(
  'department_statuses',
  {
    id: idColumn(),
    departmentId: departmentIdColumn(),
    name: text('name').notNull(),
    baseStatus: ticketStatusEnum('base_status').notNull(),
    pausesSla: boolean('pauses_sla').notNull().default(false),
    requiresResolutionNote: boolean('requires_resolution_note').notNull().default(false),
    notifiesLead: boolean('notifies_lead').notNull().default(false),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('department_statuses_department_idx').on(table.departmentId, table.position)],
);

export const productKindEnum = pgEnum('product_kind', PRODUCT_KINDS);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Soles, numeric(12,2) (docs/conventions.md#api). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** `/admin/products` and `/admin/services` are one page over this table. */
    kind: productKindEnum('kind').notNull().default('PRODUCT'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    index('products_department_idx').on(table.departmentId),
    index('products_kind_name_idx').on(table.kind, table.name),
    check('products_price_check', sql`${table.price} >= 0`),
  ],
);

/** A client's company ("empresa"): found or created from a requester's business and e-mail. */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    /** Business name (razón social), the "empresa" of the public form. */
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    chainName: text('chain_name'),
    /** Peruvian tax id, 11 digits (RUC_PATTERN); unique when present. */
    ruc: text('ruc'),
    address: text('address'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('customers_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('customers_ruc_unique')
      .on(table.ruc)
      .where(sql`${table.ruc} IS NOT NULL`),
    index('customers_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} IS NOT NULL`),
    index('customers_phone_idx')
      .on(table.phone)
      .where(sql`${table.phone} IS NOT NULL`),
    index('customers_chain_idx')
      .on(sql`lower(${table.chainName})`)
      .where(sql`${table.chainName} IS NOT NULL`),
    index('customers_created_idx').on(table.createdAt),
    // Ticket search by company name (docs/tickets.md#search): the same configuration as tickets.
    index('customers_name_search_idx').using('gin', sql`to_tsvector('atiende_es', ${table.name})`),
    // The public form's name match (docs/customers.md#company-suggestions); not unique: names that
    // differ only by accents may already exist.
    index('customers_name_folded_idx').on(foldedName(table.name)),
  ],
);

export const customerContactSourceEnum = pgEnum(
  'customer_contact_source',
  CUSTOMER_CONTACT_SOURCES,
);

/**
 * The people of a customer organisation, unified from portal users, public-form requesters,
 * messaging contacts, imports and manual entries (docs/customers.md). One row per e-mail (or
 * phone, when there is no e-mail) and customer.
 */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    cargo: text('cargo'),
    source: customerContactSourceEnum('source').notNull().default('MANUAL'),
    userId: userReference('user_id'),
    ...timestamps(),
  },
  (table) => [
    index('customer_contacts_customer_idx').on(table.customerId),
    uniqueIndex('customer_contacts_email_unique')
      .on(table.customerId, sql`lower(${table.email})`)
      .where(sql`${table.email} IS NOT NULL`),
    index('customer_contacts_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} IS NOT NULL`),
    index('customer_contacts_phone_idx')
      .on(table.phone)
      .where(sql`${table.phone} IS NOT NULL`),
  ],
);
