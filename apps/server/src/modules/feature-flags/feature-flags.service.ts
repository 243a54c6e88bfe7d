import {
  ALWAYS_ON_FEATURE_FLAGS,
  DEFAULT_FEATURE_FLAGS,
  auditMessages,
  isBuiltFeature,
  featureFlagMessages,
  type FeatureFlag,
  type FeatureFlags,
} from '@atiende/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { featureFlags } from '../../db/schema/index';
import { recordAudit, type AuditContext } from '../audit/index';

/**
 * docs/product/app-shell.md feature checks (docs/feature-flags.md): every flag is on unless an
 * administrator stored it off. Read by every signed-in browser at start; changed on
 * /admin/development-control, each change audited.
 */
export function createFeatureFlagsService({ db }: { db: Db }) {
  async function list(): Promise<FeatureFlags> {
    const rows = await db.select().from(featureFlags);
    const flags: Record<FeatureFlag, boolean> = { ...DEFAULT_FEATURE_FLAGS };
    for (const row of rows) {
      // A capability not built yet stays off whatever was stored (docs/feature-flags.md).
      if (row.key in flags && isBuiltFeature(row.key as FeatureFlag)) {
        flags[row.key as FeatureFlag] = row.isEnabled;
      }
    }
    return flags;
  }

  async function set(context: AuditContext, key: FeatureFlag, isEnabled: boolean) {
    if (!isEnabled && ALWAYS_ON_FEATURE_FLAGS.includes(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        [{ field: 'enabled', message: featureFlagMessages.alwaysOn }],
        {
          message: featureFlagMessages.alwaysOn,
        },
      );
    }
    if (isEnabled && !isBuiltFeature(key)) {
      const message = featureFlagMessages.notBuilt(featureFlagMessages.labels[key]);
      throw new AppError('VALIDATION_FAILED', [{ field: 'enabled', message }], { message });
    }
    const before = (await list())[key];
    await db.transaction(async (tx) => {
      await tx
        .insert(featureFlags)
        .values({ key, isEnabled, updatedById: context.actorId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: featureFlags.key,
          set: { isEnabled, updatedById: context.actorId, updatedAt: new Date() },
        });
      if (before !== isEnabled) {
        await recordAudit(tx, {
          context,
          action: 'FEATURE_FLAG_CHANGED',
          entityType: 'FEATURE_FLAG',
          entityId: key,
          before: { enabled: before },
          after: { enabled: isEnabled },
          message: auditMessages.entries.featureFlagChanged(
            featureFlagMessages.labels[key],
            isEnabled,
          ),
        });
      }
    });
    return list();
  }

  return { list, set };
}

export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
