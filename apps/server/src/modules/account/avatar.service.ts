import type { Readable } from 'node:stream';
import { accountMessages, auditMessages, type User } from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import { recordAudit, type AuditContext } from '../audit/index';
import {
  avatarReference,
  findUserById,
  lockUserById,
  parseAvatarReference,
  toUser,
  updateUserAvatar,
} from '../users/index';
import type { StoredAvatar } from './avatar-upload';

type Deps = { db: Db; storage: FileStorage; log: FastifyBaseLogger; events: EventBus };

export type OpenedAvatar = { contentType: string; version: string; stream: Readable };

/**
 * Profile photos (docs/profile.md). The row and its audit entry commit together; the file a
 * row stops pointing at is removed only after that commit, and a file no row ever pointed at
 * (a refused or failed change) is removed at once. So the row never names a missing file.
 */
export function createAvatarService({ db, storage, log, events }: Deps) {
  /** After the commit: a leftover costs disk space only, so a failure is logged, not raised. */
  async function removeFileOf(value: string | null): Promise<void> {
    const reference = parseAvatarReference(value);
    if (!reference) return;
    try {
      await storage.remove(reference.key);
    } catch (error) {
      log.warn({ err: error, key: reference.key }, 'previous avatar file not removed');
    }
  }

  /** Points the caller's row at `value` (a new reference or null) and records the change. */
  async function setAvatar(
    claims: AccessClaims,
    value: string | null,
    audit: AuditContext,
  ): Promise<{ user: User; previous: string | null }> {
    const result = await db.transaction(async (tx) => {
      const current = await lockUserById(tx, claims.userId);
      if (!current || !current.isActive) throw new AppError('UNAUTHENTICATED');
      if (current.avatar === value) return { row: current, previous: null };
      const row = await updateUserAvatar(tx, current.id, value);
      await recordAudit(tx, {
        context: audit,
        action: value ? 'USER_AVATAR_UPDATED' : 'USER_AVATAR_REMOVED',
        entityType: 'USER',
        entityId: current.id,
        before: { avatar: toUser(current).avatar },
        after: { avatar: toUser(row).avatar },
        message: value
          ? auditMessages.entries.avatarUpdated(current.email)
          : auditMessages.entries.avatarRemoved(current.email),
      });
      return { row, previous: current.avatar };
    });
    // A concurrent read may have cached the old row between the update and the commit.
    events.publish('user.updated', { userId: claims.userId, fields: ['avatar'] });
    return { user: toUser(result.row), previous: result.previous };
  }

  /** PUT /api/account/avatar: the new file becomes the photo; the old one goes afterwards. */
  async function replaceAvatar(
    claims: AccessClaims,
    upload: StoredAvatar,
    audit: AuditContext,
  ): Promise<User> {
    let changed: Awaited<ReturnType<typeof setAvatar>>;
    try {
      changed = await setAvatar(claims, avatarReference(upload.key, upload.contentType), audit);
    } catch (error) {
      await storage.remove(upload.key);
      throw error;
    }
    await removeFileOf(changed.previous);
    return changed.user;
  }

  /** DELETE /api/account/avatar: back to initials. Without a photo, nothing changes. */
  async function removeAvatar(claims: AccessClaims, audit: AuditContext): Promise<User> {
    const changed = await setAvatar(claims, null, audit);
    await removeFileOf(changed.previous);
    return changed.user;
  }

  /** GET /api/users/{id}/avatar: any signed-in user may see anyone's photo (names show it). */
  async function openAvatar(userId: string): Promise<OpenedAvatar> {
    const user = await findUserById(db, userId);
    const reference = parseAvatarReference(user?.avatar ?? null);
    if (!reference || !(await storage.exists(reference.key)))
      throw new AppError('NOT_FOUND', undefined, { message: accountMessages.avatar.notFound });
    return {
      contentType: reference.contentType,
      version: reference.version,
      stream: storage.read(reference.key),
    };
  }

  return { replaceAvatar, removeAvatar, openAvatar };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
