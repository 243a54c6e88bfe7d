import { describe, expect, it } from 'vitest';
import { pgTimestampToIso } from './client';

describe('pgTimestampToIso', () => {
  it.each([
    ['2026-11-22 05:45:22.123456+00', '2026-11-22T05:45:22.123Z'],
    ['2026-11-22 05:45:22.618999+00', '2026-11-22T05:45:22.618Z'],
    ['2026-11-22 05:45:22.61+00', '2026-11-22T05:45:22.610Z'],
    ['2026-11-22 05:45:22+00', '2026-11-22T05:45:22.000Z'],
    ['2026-11-21 19:05:09.61-05', '2026-11-22T00:05:09.610Z'],
    ['2026-11-22 05:45:22.5+05:30', '2026-11-22T00:15:22.500Z'],
  ])('writes %s as Date#toISOString would', (text, iso) => {
    expect(pgTimestampToIso(text)).toBe(iso);
    expect(pgTimestampToIso(text)).toBe(new Date(iso).toISOString());
  });
});
