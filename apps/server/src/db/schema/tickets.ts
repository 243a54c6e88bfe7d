import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { ticketPriorityEnum, ticketSourceEnum, ticketStatusEnum } from './enums';
import { customers, departmentStatuses, departments, products } from './organisation';
import { createdAtColumn, idColumn, newestFirst, timestamps, timestamptz } from './columns';
import { ownerUserIdColumn, userReference } from './user-references';

/** Drizzle has no tsvector type (docs/conventions.md#known-traps). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
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
    requesterId: userReference('requester_id'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactBusiness: text('contact_business'),
    contactCargo: text('contact_cargo'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * docs/customers.md#company-suggestions: the existing company the public form's requester
     * named without being one of its contacts; staff confirm (it becomes customer_id) or dismiss.
     */
    suggestedCustomerId: uuid('suggested_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    assignedToId: userReference('assigned_to_id'),
    createdById: userReference('created_by_id'),
    resolution: text('resolution'),
    /**
     * Raised from the assistant's chat (docs/assistant.md#sessions): the chat's session id, and
     * whether the assistant proposed it.
     */
    ragSessionId: text('rag_session_id'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** A key from outside (a spreadsheet row, another help desk): importing twice is a no-op. */
    externalRef: text('external_ref'),
    /** Created through this API key (docs/api-keys.md#what-a-key-acts-as): its `tickets:read:own`. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    ...timestamps(),
    firstResponseAt: timestamptz('first_response_at'),
    resolvedAt: timestamptz('resolved_at'),
    closedAt: timestamptz('closed_at'),
    version: integer('version').notNull().default(1),
    /** Public comments' words, appended by the comments service: search is one indexed condition. */
    commentsSearchVector: tsvector('comments_search_vector'),
    /**
     * Title (A), description (B) and who asked (C: name, business, e-mail whole and split at
     * `@ . _ -`, so "acme" finds ana@acme.pe): docs/tickets.md#search.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('atiende_es', coalesce(title, '')), 'A') || setweight(to_tsvector('atiende_es', coalesce(description, '')), 'B') || setweight(to_tsvector('atiende_es', coalesce(contact_name, '') || ' ' || coalesce(contact_business, '') || ' ' || coalesce(contact_email, '') || ' ' || translate(coalesce(contact_email, ''), '@._-', '    ')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('tickets_number_unique').on(table.number),
    uniqueIndex('tickets_external_ref_unique')
      .on(table.externalRef)
      .where(sql`${table.externalRef} IS NOT NULL`),
    // The default list order (updated_at DESC, id DESC) walks this index: no sort of the table.
    index('tickets_updated_id_idx').on(...newestFirst(table.updatedAt, table.id)),
    // The open queues (PENDIENTE, EN_PROGRESO, ESCALADO) are a small part of a big help desk.
    // Migration 0005 adds INCLUDE (department_id, assigned_to_id): Drizzle cannot write it.
    index('tickets_open_updated_idx')
      .on(...newestFirst(table.updatedAt, table.id))
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // "My open tickets", a técnico's default view.
    index('tickets_assignee_open_idx')
      .on(table.assignedToId, ...newestFirst(table.updatedAt, table.id))
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // Each list filter walks its own index in the default order.
    ...(
      [
        ['status', table.status],
        ['department', table.departmentId],
        ['assignee', table.assignedToId],
        ['requester', table.requesterId],
        ['customer', table.customerId],
      ] as const
    ).map(([name, column]) =>
      index(`tickets_${name}_updated_idx`).on(column, ...newestFirst(table.updatedAt, table.id)),
    ),
    // docs/dashboards.md#indexes: the dashboards' and reports' period figures walk these
    // (index-only scans); migrations 0013 and 0034 add their INCLUDE columns, which Drizzle cannot
    // write.
    index('tickets_created_idx').on(table.createdAt),
    index('tickets_resolved_idx')
      .on(table.resolvedAt)
      .where(sql`${table.resolvedAt} IS NOT NULL`),
    // docs/sla.md#dashboard: tickets closed without being resolved, by their closing.
    index('tickets_closed_unresolved_idx')
      .on(table.closedAt)
      .where(sql`resolved_at IS NULL AND closed_at IS NOT NULL`),
    index('tickets_open_created_idx')
      .on(table.createdAt)
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // docs/sla.md#clock: the open tickets an import wrote (without events), which the SLA sweep
    // checks for a clock (index-only: the id is all it reads); empty on a desk that imported none.
    index('tickets_imported_open_idx')
      .on(table.id)
      .where(sql`source = 'IMPORT' AND status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // docs/dashboards.md#cliente: a client's tickets counted by status (index-only) and a
    // company's open tickets, newest first.
    index('tickets_api_key_idx')
      .on(table.apiKeyId)
      .where(sql`api_key_id IS NOT NULL`),
    index('tickets_requester_status_idx').on(table.requesterId, table.status),
    index('tickets_customer_open_idx')
      .on(table.customerId, ...newestFirst(table.updatedAt, table.id))
      .where(sql`status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`),
    // Deleting or merging a customer finds the tickets that suggest it without reading them all;
    // only the few tickets waiting for staff have one (docs/customers.md#company-suggestions).
    index('tickets_suggested_customer_idx')
      .on(table.suggestedCustomerId)
      .where(sql`suggested_customer_id IS NOT NULL`),
    // docs/assistant.md#conversation-pages: the tickets raised from one assistant session.
    index('tickets_rag_session_idx')
      .on(table.ragSessionId)
      .where(sql`rag_session_id IS NOT NULL`),
    index('tickets_search_idx').using(
      'gin',
      sql`(search_vector || coalesce(comments_search_vector, ''::tsvector))`,
    ),
  ],
);

/** A row that belongs to a ticket and goes with it. */
const ticketIdColumn = () =>
  uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' });

export const ticketProducts = pgTable(
  'ticket_products',
  {
    ticketId: ticketIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.productId] })],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: idColumn(),
    ticketId: ticketIdColumn(),
    authorId: userReference('author_id'),
    /** Kept for requesters without an account and for deleted users. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /**
     * Internal notes never reach a client (docs/product/tickets.md, docs/conventions.md#security).
     */
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  // Public comments are searched through tickets.comments_search_vector (one index for search).
  (table) => [
    index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt),
    // docs/dashboards.md#técnico: a person's public replies of the day and the week; a ticket's
    // public comments newest or oldest first, read from the index alone (migration 0014 adds its
    // INCLUDE columns, author and id, which Drizzle cannot write).
    index('ticket_comments_author_public_idx')
      .on(table.authorId, table.createdAt)
      .where(sql`NOT is_internal`),
    index('ticket_comments_ticket_public_idx')
      .on(table.ticketId, table.createdAt)
      .where(sql`NOT is_internal`),
  ],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: idColumn(),
    ticketId: ticketIdColumn(),
    commentId: uuid('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    uploadedById: userReference('uploaded_by_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Generated name inside the storage, never derived from the upload's name. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId)],
);

/** The history of every change: who, when, from → to. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: ticketIdColumn(),
    actorId: userReference('actor_id'),
    type: text('type').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('ticket_events_ticket_idx').on(table.ticketId, table.id),
    // "Since yesterday" on the dashboards: escalations and status changes of the last 48 hours.
    index('ticket_events_type_created_idx').on(table.type, table.createdAt),
  ],
);

/**
 * docs/conventions.md#reliability: a retried public submit with the same Idempotency-Key creates
 * one ticket.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAtColumn(),
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
    id: idColumn(),
    userId: ownerUserIdColumn(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('saved_views_user_idx').on(table.userId, table.position)],
);

/**
 * The client's satisfaction with a resolved ticket (docs/product/tickets.md#closing): one per
 * ticket, kept with the técnico and department of that moment so reports need no history walk.
 */
export const ticketRatings = pgTable(
  'ticket_ratings',
  {
    id: idColumn(),
    ticketId: ticketIdColumn(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** The client user who rated. */
    clientId: userReference('client_id'),
    /** The ticket's assignee when it was rated. */
    technicianId: userReference('technician_id'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ticket_ratings_ticket_unique').on(table.ticketId),
    index('ticket_ratings_technician_idx').on(table.technicianId, table.createdAt),
    index('ticket_ratings_department_idx').on(table.departmentId, table.createdAt),
    check('ticket_ratings_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
