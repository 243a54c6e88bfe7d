import { randomBytes } from 'node:crypto';
import { auditMessages, type InboundSettings, type InboundSettingsInput } from '@atiende/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { SecretBox } from '../../../platform/secret-box';
import { recordAudit, type AuditContext } from '../../audit/index';
import { selectDepartmentNames } from '../../departments/index';
import * as repository from './inbound.repository';

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * docs/email.md#webhook: the signing secret (made on first use, stored encrypted, shown to
 * administrators, regenerated on demand) and the default department of new tickets.
 */
export function createInboundSettingsService({
  db,
  secretBox,
  publicUrl,
}: {
  db: Db;
  secretBox: SecretBox;
  publicUrl: string;
}) {
  async function current() {
    return (
      (await repository.findInboundSettings(db)) ??
      (await repository.ensureInboundSettings(db, secretBox.encrypt(newSecret())))
    );
  }

  function toSettings(row: Awaited<ReturnType<typeof current>>): InboundSettings {
    return {
      webhookUrl: `${publicUrl}/api/email/webhook`,
      signingSecret: secretBox.decrypt(row.signingSecret),
      defaultDepartmentId: row.defaultDepartmentId,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    get: async () => toSettings(await current()),

    /** The secret the webhook checks against; undefined before anyone opened the settings. */
    async signingSecret(): Promise<string | undefined> {
      const row = await repository.findInboundSettings(db);
      return row ? secretBox.decrypt(row.signingSecret) : undefined;
    },

    async update(input: InboundSettingsInput, context: AuditContext) {
      const before = await current();
      if (input.defaultDepartmentId) {
        const [found] = await selectDepartmentNames(db, [input.defaultDepartmentId]);
        if (!found) throw new AppError('DEPARTMENT_NOT_FOUND');
      }
      await db.transaction(async (tx) => {
        await repository.updateInboundSettings(tx, {
          defaultDepartmentId: input.defaultDepartmentId,
          updatedById: context.actorId,
        });
        await recordAudit(tx, {
          context,
          action: 'EMAIL_INBOUND_SETTINGS_CHANGED',
          entityType: 'EMAIL',
          before: { defaultDepartmentId: before.defaultDepartmentId },
          after: { defaultDepartmentId: input.defaultDepartmentId },
          message: auditMessages.entries.emailInboundSettingsChanged,
        });
      });
      return toSettings(await current());
    },

    async regenerateSecret(context: AuditContext) {
      await current();
      await db.transaction(async (tx) => {
        await repository.updateInboundSettings(tx, {
          signingSecret: secretBox.encrypt(newSecret()),
          updatedById: context.actorId,
        });
        // The secret itself is never written to the audit log.
        await recordAudit(tx, {
          context,
          action: 'EMAIL_WEBHOOK_SECRET_REGENERATED',
          entityType: 'EMAIL',
          severity: 'WARNING',
          message: auditMessages.entries.emailWebhookSecretRegenerated,
        });
      });
      return toSettings(await current());
    },
  };
}

export type InboundSettingsService = ReturnType<typeof createInboundSettingsService>;
