import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  NOTIFICATION_UNREAD_COUNT_CAP,
  notificationMessages,
  type NotificationType,
} from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { pruneOldNotifications } from './notifications.repository';

type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;
let owner: Actor;
let stranger: Actor;

const testApp = useTestApp();
beforeAll(async () => {
  owner = await makeSignedInUser(testApp, 'TECHNICIAN');
  stranger = await makeSignedInUser(testApp, 'CLIENT');
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const v = notificationMessages.validation;

let minute = 0;
/** Factory: a stored notification, each one a minute newer than the last. */
async function makeNotification(
  userId: string,
  overrides: { type?: NotificationType; isRead?: boolean } = {},
) {
  minute += 1;
  const [row] = await testApp.database.db
    .insert(notifications)
    .values({
      userId,
      type: overrides.type ?? 'TICKET_ASSIGNED',
      title: `Aviso ${minute}`,
      message: 'Se te asignó un ticket.',
      isRead: overrides.isRead ?? false,
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, minute)),
    })
    .returning();
  return row!;
}

async function freshUser(role: 'ADMIN' | 'TECH_LEAD' | 'TECHNICIAN' | 'CLIENT' = 'TECHNICIAN') {
  return makeSignedInUser(testApp, role);
}

describe('GET /api/notifications', () => {
  it('lists only the caller’s own, newest first, with pagination and the unread count', async () => {
    const user = await freshUser();
    const first = await makeNotification(user.user.id);
    const second = await makeNotification(user.user.id, { isRead: true });
    const third = await makeNotification(user.user.id, { type: 'COMMENT_ADDED' });
    await makeNotification(stranger.user.id);

    const response = await inject({
      method: 'GET',
      url: '/api/notifications?limit=2',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data.notifications.map((item: { id: string }) => item.id)).toEqual([
      third.id,
      second.id,
    ]);
    expect(data.notifications[0]).toEqual({
      id: third.id,
      type: 'COMMENT_ADDED',
      title: third.title,
      message: 'Se te asignó un ticket.',
      isRead: false,
      createdAt: third.createdAt.toISOString(),
      readAt: null,
      ticket: null,
    });
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(data.unreadCount).toBe(2);

    const page2 = await inject({
      method: 'GET',
      url: '/api/notifications?limit=2&page=2',
      headers: user.headers,
    });
    expect(page2.json().data.notifications.map((item: { id: string }) => item.id)).toEqual([
      first.id,
    ]);
  });

  it('filters by unread and by type', async () => {
    const user = await freshUser();
    await makeNotification(user.user.id, { isRead: true });
    const unread = await makeNotification(user.user.id, { type: 'STATUS_CHANGED' });
    await makeNotification(user.user.id);
    const list = async (query: string) =>
      (
        await inject({ method: 'GET', url: `/api/notifications?${query}`, headers: user.headers })
      ).json().data;

    expect((await list('unread=true')).pagination.total).toBe(2);
    expect((await list('unread=false')).pagination.total).toBe(1);
    const byType = await list('type=STATUS_CHANGED&unread=1');
    expect(byType.notifications.map((item: { id: string }) => item.id)).toEqual([unread.id]);
  });

  it.each([
    ['limit=51', 'limit', v.limitInvalid],
    ['limit=0', 'limit', v.limitInvalid],
    ['page=0', 'page', v.pageInvalid],
    ['page=uno', 'page', v.pageInvalid],
    ['unread=quizas', 'unread', v.booleanInvalid],
    ['type=TICKET_BORRADO', 'type', v.typeInvalid],
  ])('rejects %s with 400 and its Spanish message', async (query, field, message) => {
    const response = await inject({
      method: 'GET',
      url: `/api/notifications?${query}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      error: { code: 'VALIDATION_FAILED', details: [{ field, message }] },
    });
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/preferences',
      '/api/notifications/push/public-key',
    ]) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves every role', async () => {
    for (const role of ['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      const user = await freshUser(role);
      const response = await inject({
        method: 'GET',
        url: '/api/notifications',
        headers: user.headers,
      });
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data).toMatchObject({ notifications: [], unreadCount: 0 });
    }
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts the caller’s unread notifications only', async () => {
    const user = await freshUser();
    await makeNotification(user.user.id);
    await makeNotification(user.user.id, { isRead: true });
    const response = await inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: user.headers,
    });
    expect(response.json()).toEqual({ success: true, data: { unreadCount: 1 } });
  });

  it('stops counting at the cap (the badge says "9+" long before)', async () => {
    const user = await freshUser();
    await testApp.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_UNREAD_COUNT_CAP + 5 }, (_, index) => ({
        userId: user.user.id,
        type: 'TICKET_CREATED' as const,
        title: `Aviso ${index}`,
        message: 'Nuevo ticket.',
      })),
    );
    const response = await inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: user.headers,
    });
    expect(response.json().data.unreadCount).toBe(NOTIFICATION_UNREAD_COUNT_CAP);
    const list = await inject({
      method: 'GET',
      url: '/api/notifications?limit=1',
      headers: user.headers,
    });
    expect(list.json().data.unreadCount).toBe(NOTIFICATION_UNREAD_COUNT_CAP);
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks one as read, answers the count left and tells the user’s other tabs', async () => {
    const user = await freshUser();
    const row = await makeNotification(user.user.id);
    await makeNotification(user.user.id);
    const sent = vi.spyOn(testApp.app.realtime, 'sendToUsers');
    const response = await inject({
      method: 'PUT',
      url: `/api/notifications/${row.id}/read`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.notification).toMatchObject({ id: row.id, isRead: true });
    expect(data.notification.readAt).toEqual(expect.any(String));
    expect(data.unreadCount).toBe(1);
    expect(sent).toHaveBeenCalledWith([user.user.id], {
      type: 'unread_count',
      data: { unreadCount: 1 },
    });
    sent.mockRestore();
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const row = await makeNotification(stranger.user.id);
    const response = await inject({
      method: 'PUT',
      url: `/api/notifications/${row.id}/read`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: notificationMessages.errors.notFound,
      error: { code: 'NOTIFICATION_NOT_FOUND' },
    });
    const [stored] = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row.id));
    expect(stored!.isRead).toBe(false);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await inject({
      method: 'PUT',
      url: '/api/notifications/no-es-un-id/read',
      headers: owner.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(v.idInvalid);
    const unknown = await inject({
      method: 'PUT',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000/read',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it("marks all of the caller's, and nobody else's", async () => {
    const user = await freshUser();
    await makeNotification(user.user.id);
    await makeNotification(user.user.id);
    await makeNotification(user.user.id, { isRead: true });
    const othersRow = await makeNotification(stranger.user.id);
    const response = await inject({
      method: 'PUT',
      url: '/api/notifications/mark-all-read',
      headers: user.headers,
    });
    expect(response.json()).toEqual({ success: true, data: { updated: 2 } });
    const [others] = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, othersRow.id));
    expect(others!.isRead).toBe(false);
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes one of the caller’s own', async () => {
    const user = await freshUser();
    const row = await makeNotification(user.user.id);
    const response = await inject({
      method: 'DELETE',
      url: `/api/notifications/${row.id}`,
      headers: user.headers,
    });
    expect(response.json()).toEqual({
      success: true,
      data: { message: notificationMessages.toasts.deleteSuccess, unreadCount: 0 },
    });
  });

  it("answers 404 for another user's notification and keeps it", async () => {
    const row = await makeNotification(stranger.user.id);
    const response = await inject({
      method: 'DELETE',
      url: `/api/notifications/${row.id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
    const kept = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row.id));
    expect(kept).toHaveLength(1);
  });
});

describe('GET/PUT /api/notifications/preferences', () => {
  it('starts from the defaults, one row per type in order', async () => {
    const user = await freshUser('CLIENT');
    const response = await inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: user.headers,
    });
    expect(response.json().data.preferences).toEqual(
      NOTIFICATION_TYPES.map((type) => ({ type, ...DEFAULT_NOTIFICATION_PREFERENCES[type] })),
    );
  });

  it('saves the types sent, keeps the rest, and stores only what differs from the defaults', async () => {
    const user = await freshUser();
    const put = (preferences: object[]) =>
      inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: user.headers,
        payload: { preferences },
      });
    const saved = await put([
      { type: 'TICKET_UPDATED', inApp: false, email: false, push: false },
      { type: 'COMMENT_ADDED', ...DEFAULT_NOTIFICATION_PREFERENCES.COMMENT_ADDED },
    ]);
    expect(saved.statusCode).toBe(200);
    const rows = saved.json().data.preferences as Array<{ type: string; inApp: boolean }>;
    expect(rows.find((row) => row.type === 'TICKET_UPDATED')).toEqual({
      type: 'TICKET_UPDATED',
      inApp: false,
      email: false,
      push: false,
    });
    const stored = await testApp.database.db
      .select({ type: notificationPreferences.type })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.user.id));
    expect(stored).toEqual([{ type: 'TICKET_UPDATED' }]);

    await put([{ type: 'TICKET_UPDATED', ...DEFAULT_NOTIFICATION_PREFERENCES.TICKET_UPDATED }]);
    const back = await testApp.database.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, user.user.id),
          eq(notificationPreferences.type, 'TICKET_UPDATED'),
        ),
      );
    expect(back).toEqual([]);
  });

  it.each([
    [
      'an unknown type',
      { preferences: [{ type: 'OTRO', inApp: true, email: true, push: true }] },
      v.typeInvalid,
    ],
    [
      'a missing switch',
      { preferences: [{ type: 'TICKET_CREATED', inApp: true, email: true }] },
      v.switchInvalid,
    ],
    [
      'a repeated type',
      {
        preferences: [
          { type: 'TICKET_CREATED', inApp: true, email: true, push: true },
          { type: 'TICKET_CREATED', inApp: false, email: true, push: true },
        ],
      },
      v.duplicateType,
    ],
    ['an empty list', { preferences: [] }, v.preferencesRequired],
  ])('rejects %s with 400 and writes nothing', async (_case, payload, message) => {
    const user = await freshUser();
    const response = await inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const stored = await testApp.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.user.id));
    expect(stored).toEqual([]);
  });
});

describe('retention', () => {
  it('removes read notifications after 90 days and any after a year', async () => {
    const user = await freshUser();
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const rows = [
      { title: 'leída reciente', isRead: true, createdAt: daysAgo(10) },
      { title: 'leída vieja', isRead: true, createdAt: daysAgo(91) },
      { title: 'sin leer de 200 días', isRead: false, createdAt: daysAgo(200) },
      { title: 'sin leer de más de un año', isRead: false, createdAt: daysAgo(366) },
    ];
    await testApp.database.db.insert(notifications).values(
      rows.map((row) => ({
        ...row,
        userId: user.user.id,
        type: 'TICKET_UPDATED' as const,
        message: 'Cambió el ticket.',
      })),
    );
    expect(await pruneOldNotifications(testApp.database.db, now)).toBeGreaterThanOrEqual(2);
    const kept = await testApp.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, user.user.id));
    expect(kept.map((row) => row.title).sort()).toEqual(['leída reciente', 'sin leer de 200 días']);
  });
});
