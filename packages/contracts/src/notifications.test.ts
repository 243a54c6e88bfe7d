import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  notificationBadgeText,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationTypesFor,
  pushSubscriptionSchema,
  socketReconnectCeiling,
  socketReconnectDelay,
} from './index';

describe('notificationBadgeText (docs/product/notifications.md: "9+" above 9)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread → %s', (count, text) => {
    expect(notificationBadgeText(count)).toBe(text);
  });
});

describe('socket reconnection waits (docs/product/notifications.md#real-time-connection: 1 s doubling to 30 s)', () => {
  it('doubles its ceiling from one second and stops at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(socketReconnectCeiling)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('waits a random time up to the ceiling (full jitter)', () => {
    expect(socketReconnectDelay(3, () => 0)).toBe(0);
    expect(socketReconnectDelay(3, () => 0.25)).toBe(1_000);
    expect(socketReconnectDelay(3, () => 1)).toBe(4_000);
    // With the real random source, a thousand clients spread over the whole window.
    const waits = Array.from({ length: 1_000 }, () => socketReconnectDelay(1));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(1_000);
    expect(waits.filter((wait) => wait < 500).length).toBeGreaterThan(350);
    expect(waits.filter((wait) => wait >= 500).length).toBeGreaterThan(350);
  });
});

describe('notification schemas', () => {
  it('defaults the list to the first page of 10 and refuses a limit above 50', () => {
    expect(notificationListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(notificationListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(notificationListQuerySchema.parse({ unread: 'true' }).unread).toBe(true);
  });

  it('has a default for every type', () => {
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).sort()).toEqual(
      [...NOTIFICATION_TYPES].sort(),
    );
  });

  it('refuses the same type twice in preferences', () => {
    const row = { type: 'TICKET_CREATED', inApp: true, email: false, push: false };
    expect(notificationPreferencesSchema.safeParse({ preferences: [row, row] }).success).toBe(
      false,
    );
  });

  it('accepts a browser subscription and refuses a malformed one', () => {
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/abc', keys }).success,
    ).toBe(true);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'ftp://push.example.com/abc', keys }).success,
    ).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({
        endpoint: 'https://push.example.com/abc',
        keys: { p256dh: '<script>', auth: 'x' },
      }).success,
    ).toBe(false);
  });
});

describe('notificationTypesFor', () => {
  it('offers the AI budget alert to administrators only', () => {
    expect(notificationTypesFor('ADMIN')).toContain('AI_BUDGET_ALERT');
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT']) {
      expect(notificationTypesFor(role)).not.toContain('AI_BUDGET_ALERT');
      expect(notificationTypesFor(role)).toContain('ESCALATION_ALERT');
    }
  });

  it('offers break reminders to staff only', () => {
    for (const role of ['ADMIN', 'TECH_LEAD', 'TECHNICIAN'])
      expect(notificationTypesFor(role)).toContain('BREAK_REMINDER');
    expect(notificationTypesFor('CLIENT')).not.toContain('BREAK_REMINDER');
  });
});
