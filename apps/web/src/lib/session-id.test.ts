import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_STORAGE_KEY, createSessionId, getSessionId } from './session-id';
import { MemoryStorage } from './test-support/memory-storage';

describe('session id', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('formats session_{timestamp}_{user id}', () => {
    expect(createSessionId(1_700_000_000_000, 'u-1')).toBe('session_1700000000000_u-1');
  });

  it('uses "anon" when nobody is signed in', () => {
    expect(createSessionId(42, null)).toBe('session_42_anon');
  });

  it('is generated once and then read back from localStorage', () => {
    const first = getSessionId(null, () => 100);
    const second = getSessionId('u-2', () => 200);
    expect(first).toBe('session_100_anon');
    expect(second).toBe(first);
    expect(localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe(first);
  });

  it('still answers when storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getSessionId('u-3', () => 7)).toBe('session_7_u-3');
  });
});
