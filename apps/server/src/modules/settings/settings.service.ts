import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_ORGANIZATION_NAME,
  DEFAULT_PUBLIC_FORM_OPTIONS,
  ORGANIZATION_TIME_ZONE,
  publicFormOptionsSchema,
  settingsMessages,
  type organizationConfigInputSchema,
  type OrganizationConfig,
  type PublicFormOptions,
  type PublicOrganizationConfig,
} from '@atiende/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { departments, organizationSettings, uploads, users } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { recordAudit, type AuditContext } from '../audit/index';

type SettingsRow = typeof organizationSettings.$inferSelect;
type ConfigInput = z.infer<typeof organizationConfigInputSchema>;

const v = settingsMessages.validation;

/** The settings before an administrator saves any: version 0, the product's defaults. */
function defaults(): SettingsRow {
  return {
    id: 1,
    organizationName: DEFAULT_ORGANIZATION_NAME,
    logoUploadId: null,
    businessHours: DEFAULT_BUSINESS_HOURS,
    publicForm: DEFAULT_PUBLIC_FORM_OPTIONS,
    version: 0,
    updatedAt: new Date(0),
    updatedById: null,
  };
}

async function readRow(executor: Executor): Promise<SettingsRow> {
  const [row] = await executor
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  return row ?? defaults();
}

/**
 * The stored public-form options, read whole; a value stored by an older release (a field it did
 * not have) takes the default of that field.
 */
function publicFormOf(row: SettingsRow): PublicFormOptions {
  const stored = { ...DEFAULT_PUBLIC_FORM_OPTIONS, ...(row.publicForm as object) };
  const parsed = publicFormOptionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_FORM_OPTIONS;
}

/** `?v=` changes with the logo, so a browser never shows the previous one from its cache. */
export function logoUrlOf(logoUploadId: string | null): string | null {
  return logoUploadId ? `/api/config/logo?v=${logoUploadId.slice(0, 8)}` : null;
}

function publicView(row: SettingsRow): PublicOrganizationConfig {
  return {
    organizationName: row.organizationName,
    logoUrl: logoUrlOf(row.logoUploadId),
    timeZone: ORGANIZATION_TIME_ZONE,
    publicForm: publicFormOf(row),
  };
}

async function adminView(db: Db, row: SettingsRow): Promise<OrganizationConfig> {
  let updatedByName: string | null = null;
  if (row.updatedById) {
    const [user] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row.updatedById));
    updatedByName = user?.name ?? null;
  }
  return {
    ...publicView(row),
    version: row.version,
    logoUploadId: row.logoUploadId,
    businessHours: row.businessHours as OrganizationConfig['businessHours'],
    updatedAt: row.version === 0 ? null : row.updatedAt.toISOString(),
    updatedByName,
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

/** The labels of what a save changed, for the audit entry. */
function changedFields(before: SettingsRow, after: ConfigInput): string[] {
  const labels = settingsMessages.fields;
  const changed: string[] = [];
  if (before.organizationName !== after.organizationName) changed.push(labels.organizationName);
  if (before.logoUploadId !== after.logoUploadId) changed.push(labels.logo);
  if (JSON.stringify(before.businessHours) !== JSON.stringify(after.businessHours))
    changed.push(settingsMessages.sections.hours);
  if (JSON.stringify(publicFormOf(before)) !== JSON.stringify(after.publicForm))
    changed.push(settingsMessages.sections.publicForm);
  return changed;
}

/** The organisation's settings (docs/settings.md). Read per request: one row by its key. */
export function createSettingsService({ db }: { db: Db }) {
  async function read(): Promise<SettingsRow> {
    return readRow(db);
  }

  /**
   * PUT /api/config: written only over the version the administrator read (409 otherwise), in one
   * transaction with its audit entry. The logo must be a logo upload; the offered departments
   * must exist and be active.
   */
  async function save(context: AuditContext, input: ConfigInput): Promise<OrganizationConfig> {
    const row = await db.transaction(async (tx) => {
      const current = await readRow(tx);
      if (input.version !== current.version) throw new AppError('VERSION_CONFLICT');
      if (input.logoUploadId && input.logoUploadId !== current.logoUploadId) {
        const [logo] = await tx
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.id, input.logoUploadId), eq(uploads.kind, 'logo')));
        if (!logo) throw fieldError('logoUploadId', v.logoUnknown);
      }
      const ids = input.publicForm.departmentIds;
      if (ids.length > 0) {
        const found = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(inArray(departments.id, ids), eq(departments.isActive, true)));
        if (found.length !== ids.length)
          throw fieldError('publicForm.departmentIds', v.departmentUnknown);
      }
      const values = {
        organizationName: input.organizationName,
        logoUploadId: input.logoUploadId,
        businessHours: input.businessHours,
        publicForm: input.publicForm,
        updatedById: context.actorId,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .insert(organizationSettings)
        .values({ id: 1, ...values, version: 1 })
        .onConflictDoUpdate({
          target: organizationSettings.id,
          set: { ...values, version: sql`${organizationSettings.version} + 1` },
          where: sql`${organizationSettings.version} = ${current.version}`,
        })
        .returning();
      // Another administrator saved between the read and this write.
      if (!saved) throw new AppError('VERSION_CONFLICT');
      const changed = changedFields(current, input);
      if (changed.length > 0) {
        await recordAudit(tx, {
          context,
          action: 'ORGANIZATION_SETTINGS_UPDATED',
          entityType: 'SETTINGS',
          entityId: 'organization',
          before: {
            organizationName: current.organizationName,
            logoUploadId: current.logoUploadId,
            businessHours: current.businessHours,
            publicForm: publicFormOf(current),
          },
          after: {
            organizationName: input.organizationName,
            logoUploadId: input.logoUploadId,
            businessHours: input.businessHours,
            publicForm: input.publicForm,
          },
          message: settingsMessages.auditEntry(changed.join(', ')),
        });
      }
      return saved;
    });
    return adminView(db, row);
  }

  return {
    read,
    readPublic: async () => publicView(await read()),
    readAdmin: async () => adminView(db, await read()),
    save,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The public form's options as the tickets module applies them (docs/settings.md#public-form), in
 * the caller's executor.
 */
export async function readPublicFormOptions(executor: Executor): Promise<PublicFormOptions> {
  return publicFormOf(await readRow(executor));
}
