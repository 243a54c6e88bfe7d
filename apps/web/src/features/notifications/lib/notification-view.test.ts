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
import { realtimeKind } from './realtime-view';
import { notificationSocketUrl, parseServerMessage } from './socket-messages';

describe('the bell', () => {
  it('shows the badge as the spec says: nothing at 0, the number up to 9, then "9+"', () => {
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

describe('the socket address and frames', () => {
  it('uses wss on https and the API host, with the ticket as token', () => {
    expect(notificationSocketUrl('/api', 'https://ayuda.example.pe/tickets', 'abc')).toBe(
      'wss://ayuda.example.pe/ws/notifications?token=abc',
    );
    expect(notificationSocketUrl('/api', 'http://127.0.0.1:5173/', 'a b')).toBe(
      'ws://127.0.0.1:5173/ws/notifications?token=a+b',
    );
    expect(notificationSocketUrl('https://api.example.pe/api', 'http://localhost:4173/', 't')).toBe(
      'wss://api.example.pe/ws/notifications?token=t',
    );
  });

  it('accepts only frames of the contract', () => {
    expect(parseServerMessage('{"type":"pong","timestamp":1}')).toEqual({
      type: 'pong',
      timestamp: 1,
    });
    expect(parseServerMessage('{"type":"unknown"}')).toBeNull();
    expect(parseServerMessage('{')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('the status bar text (UX.md §2.3)', () => {
  it('tells first connection, reconnecting, connected and given up apart', () => {
    expect(realtimeKind({ state: 'connecting', attempt: 0, isExhausted: false })).toBe(
      'connecting',
    );
    expect(realtimeKind({ state: 'connecting', attempt: 2, isExhausted: false })).toBe(
      'reconnecting',
    );
    expect(realtimeKind({ state: 'error', attempt: 1, isExhausted: false })).toBe('reconnecting');
    expect(realtimeKind({ state: 'connected', attempt: 0, isExhausted: false })).toBe('connected');
    expect(realtimeKind({ state: 'error', attempt: 5, isExhausted: true })).toBe('exhausted');
    expect(realtimeKind({ state: 'disconnected', attempt: 0, isExhausted: false })).toBe(
      'disconnected',
    );
  });
});
