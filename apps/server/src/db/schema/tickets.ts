import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ticketPriorityEnum, ticketSourceEnum, ticketStatusEnum } from './enums';
import { customers, departmentStatuses, departments, products } from './organisation';
import { users } from './users';

/** Drizzle has no tsvector type (STACK-NOTES 4). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The human number ("#1234") used wherever a person sees a ticket. */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: ticketStatusEnum('status').notNull().default('PENDIENTE'),
    customStatusId: uuid('custom_status_id').references(() => departmentStatuses.id, {
      onDelete: 'set null',
    }),
    priority: ticketPriorityEnum('priority').notNull().default('MEDIA'),
    source: ticketSourceEnum('source').notNull().default('WEB'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    /** The client user, when the requester has an account. */
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactBusiness: text('contact_business'),
    contactCargo: text('contact_cargo'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    assignedToId: uuid('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    /** A key from outside (a spreadsheet row, another help desk): importing twice is a no-op. */
    externalRef: text('external_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /** Public comments' words, appended by the comments service: search is one indexed condition. */
    commentsSearchVector: tsvector('comments_search_vector'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('atiende_es', coalesce(title, '')), 'A') || setweight(to_tsvector('atiende_es', coalesce(description, '')), 'B')`,
    ),
  },
  (table) => [
    uniqueIndex('tickets_number_unique').on(table.number),
    uniqueIndex('tickets_external_ref_unique')
      .on(table.externalRef)
      .where(sql`${table.externalRef} IS NOT NULL`),
    // The default list order (updated_at DESC, id DESC) walks this index: no sort of the table.
    // NULLS FIRST is PostgreSQL's default for DESC, so `ORDER BY … DESC` matches the index.
    index('tickets_updated_id_idx').on(
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The open queues (PENDIENTE, EN_PROGRESO, ESCALADO) are a small part of a big help desk.
    // Migration 0005 adds INCLUDE (department_id, assigned_to_id): Drizzle cannot write it.
    index('tickets_open_updated_idx')
      .on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // "My open tickets", a técnico's default view.
    index('tickets_assignee_open_idx')
      .on(table.assignedToId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    index('tickets_status_updated_idx').on(
      table.status,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tickets_department_updated_idx').on(
      table.departmentId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tickets_assignee_updated_idx').on(
      table.assignedToId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tickets_requester_updated_idx').on(
      table.requesterId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tickets_customer_updated_idx').on(
      table.customerId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('tickets_search_idx').using(
      'gin',
      sql`(search_vector || coalesce(comments_search_vector, ''::tsvector))`,
    ),
  ],
);

export const ticketProducts = pgTable(
  'ticket_products',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.productId] })],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept for requesters without an account and for deleted users. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** Internal notes never reach a client (spec §6, DESIGN §7). */
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Public comments are searched through tickets.comments_search_vector (one index for search).
  (table) => [index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Generated name inside the storage, never derived from the upload's name. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId)],
);

/** The history of every change: who, when, from → to. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_events_ticket_idx').on(table.ticketId, table.id)],
);

/** DESIGN §8: a retried public submit with the same Idempotency-Key creates one ticket. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** A user's saved list filters ("vistas"). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_views_user_idx').on(table.userId, table.position)],
);
