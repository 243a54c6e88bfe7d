import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { userReference } from './user-references';

/**
 * Files sent to POST /api/upload (docs/settings.md#uploads): stored in the attachments store under
 * a generated key; a row here is what keeps the file from the orphan sweep. Drafts nobody used are
 * removed by the uploads sweep (docs/settings.md#the-sweep).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedById: userReference('uploaded_by_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('uploads_kind_created_idx').on(table.kind, table.createdAt)],
);

/**
 * The organisation's settings of /admin/settings (docs/settings.md): one row, written by PUT
 * /api/config only when its `version` is the one the administrator read.
 */
export const organizationSettings = pgTable(
  'organization_settings',
  {
    id: smallint('id').primaryKey().default(1),
    organizationName: text('organization_name').notNull(),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Seven days of `{ start, end }` intervals, Sunday first (the SLA calendars' week). */
    businessHours: jsonb('business_hours').notNull(),
    /** docs/settings.md#public-form: PublicFormOptions of the contracts. */
    publicForm: jsonb('public_form').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedById: userReference('updated_by_id'),
  },
  (table) => [check('organization_settings_one_row', sql`${table.id} = 1`)],
);
