import { describe, expect, it } from 'vitest';
import {
  isPushSupported,
  isSameKey,
  pushStatusOf,
  pushStorageKey,
  toSubscriptionInput,
  urlBase64ToUint8Array,
  type PushFacts,
} from './push';

const FACTS: PushFacts = {
  isSupported: true,
  hasRegistration: true,
  permission: 'granted',
  subscriptionEndpoint: 'https://push.example.com/abc',
  recordedEndpoint: 'https://push.example.com/abc',
};

describe('push opt-in', () => {
  it('is enabled only when this browser subscribed for this user', () => {
    expect(pushStatusOf(FACTS)).toBe('enabled');
    expect(pushStatusOf({ ...FACTS, recordedEndpoint: null })).toBe('disabled');
    expect(pushStatusOf({ ...FACTS, subscriptionEndpoint: null })).toBe('disabled');
    expect(pushStatusOf({ ...FACTS, permission: 'default' })).toBe('disabled');
  });

  it('says unsupported, blocked or unavailable (no service worker) before anything else', () => {
    expect(pushStatusOf({ ...FACTS, isSupported: false })).toBe('unsupported');
    expect(pushStatusOf({ ...FACTS, permission: 'denied' })).toBe('denied');
    expect(pushStatusOf({ ...FACTS, hasRegistration: false })).toBe('unavailable');
  });

  it('needs service workers, the Push API and notifications', () => {
    const complete = { navigator: { serviceWorker: {} }, PushManager: {}, Notification: {} };
    expect(isPushSupported(complete as unknown as typeof globalThis)).toBe(true);
    const noPush = { navigator: { serviceWorker: {} }, Notification: {} };
    expect(isPushSupported(noPush as unknown as typeof globalThis)).toBe(false);
  });

  it('records the registration per user', () => {
    expect(pushStorageKey('u-1')).not.toBe(pushStorageKey('u-2'));
  });

  it('decodes the base64url VAPID key and compares it with a subscription key', () => {
    const bytes = urlBase64ToUint8Array('AQID-_8');
    expect([...bytes]).toEqual([1, 2, 3, 251, 255]);
    expect(isSameKey(bytes.buffer, bytes)).toBe(true);
    expect(isSameKey(new Uint8Array([1, 2]).buffer, bytes)).toBe(false);
    expect(isSameKey(null, bytes)).toBe(false);
  });

  it('sends the subscription in the contract shape', () => {
    expect(
      toSubscriptionInput({
        endpoint: 'https://push.example.com/abc',
        expirationTime: null,
        keys: { p256dh: 'key', auth: 'secret' },
      }),
    ).toEqual({
      endpoint: 'https://push.example.com/abc',
      expirationTime: null,
      keys: { p256dh: 'key', auth: 'secret' },
    });
  });
});
