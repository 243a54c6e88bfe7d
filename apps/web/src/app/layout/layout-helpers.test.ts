import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  reachabilityFromError,
  reachabilityFromStatus,
} from '../../features/health/api/get-health';
import { isCloseSwipe } from './swipe';
import { initialsOf } from './user-initials';

describe('isCloseSwipe', () => {
  it('closes on a left swipe longer than 50 px', () => {
    expect(isCloseSwipe({ x: 200, y: 100 }, { x: 149, y: 110 })).toBe(true);
  });

  it('ignores short, rightward and mostly vertical swipes', () => {
    expect(isCloseSwipe({ x: 200, y: 100 }, { x: 150, y: 100 })).toBe(false);
    expect(isCloseSwipe({ x: 100, y: 100 }, { x: 200, y: 100 })).toBe(false);
    expect(isCloseSwipe({ x: 200, y: 100 }, { x: 120, y: 300 })).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María Torres')).toBe('AT');
    expect(initialsOf('  carlos ')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });
});

describe('server reachability', () => {
  it('maps health statuses (docs/product/audit-and-monitoring.md#system-health)', () => {
    expect(reachabilityFromStatus('healthy')).toBe('online');
    expect(reachabilityFromStatus('ok')).toBe('online');
    expect(reachabilityFromStatus('degraded')).toBe('degraded');
    expect(reachabilityFromStatus('critical')).toBe('degraded');
  });

  it('tells an unreachable server from one that answers with an error', () => {
    expect(reachabilityFromError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('offline');
    expect(reachabilityFromError(new ApiError(502, 'INVALID_RESPONSE', 'x'))).toBe('offline');
    expect(reachabilityFromError(new ApiError(503, 'DEPENDENCY_UNAVAILABLE', 'x'))).toBe(
      'degraded',
    );
  });
});
