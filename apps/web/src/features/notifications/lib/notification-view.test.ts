import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  notificationBadgeText,
  notificationMessages,
} from '@atiende/contracts';
import {
  hasActiveFilters,
  notificationApiQuery,
  notificationFiltersToParams,
  parseNotificationFilters,
} from './notification-filters';

describe('the bell', () => {
  it('shows the badge as documented: nothing at 0, the number up to 9, then "9+"', () => {
    expect([0, 1, 9, 10, 42].map(notificationBadgeText)).toEqual([null, '1', '9', '9+', '9+']);
  });

  it('names the unread count in the trigger', () => {
    expect(notificationMessages.bell.trigger(0)).toBe('Notificaciones');
    expect(notificationMessages.bell.trigger(12)).toBe('Notificaciones: 12 sin leer');
  });

  it('has a Spanish label for every type', () => {
    for (const type of NOTIFICATION_TYPES)
      expect(notificationMessages.typeLabels[type]).toBeTruthy();
  });
});

describe('/notifications filters in the URL', () => {
  it('reads unread, type, page and limit and drops anything unknown', () => {
    const filters = parseNotificationFilters(
      new URLSearchParams('unread=true&type=TICKET_ASSIGNED&page=3&limit=25'),
    );
    expect(filters).toEqual({ page: 3, limit: 25, isUnreadOnly: true, type: 'TICKET_ASSIGNED' });
    expect(parseNotificationFilters(new URLSearchParams('type=NOPE&page=-2&limit=abc'))).toEqual({
      page: 1,
      limit: 10,
      isUnreadOnly: false,
      type: undefined,
    });
    expect(parseNotificationFilters(new URLSearchParams('limit=500')).limit).toBe(50);
  });

  it('writes only what differs from the defaults', () => {
    expect(
      notificationFiltersToParams({ page: 1, limit: 10, isUnreadOnly: false }).toString(),
    ).toBe('');
    expect(
      notificationFiltersToParams({
        page: 2,
        limit: 25,
        isUnreadOnly: true,
        type: 'COMMENT_ADDED',
      }).toString(),
    ).toBe('unread=true&type=COMMENT_ADDED&limit=25&page=2');
  });

  it('builds the API query and knows when filters are on', () => {
    const filters = { page: 2, limit: 10, isUnreadOnly: true, type: undefined };
    expect(notificationApiQuery(filters)).toEqual({ page: 2, limit: 10, unread: 'true' });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ page: 4, limit: 50, isUnreadOnly: false })).toBe(false);
  });
});
