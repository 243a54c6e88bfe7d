import { describe, expect, it } from 'vitest';
import {
  createDurationsCache,
  DURATIONS_KEPT_MS,
  REFRESH_AHEAD_MS,
} from './dashboard-overview.service';

const figures = (count: number) =>
  [
    { count, medianMinutes: 10, p90Minutes: 30 },
    { count, medianMinutes: 60, p90Minutes: 240 },
  ] as [
    { count: number; medianMinutes: number; p90Minutes: number },
    { count: number; medianMinutes: number; p90Minutes: number },
  ];

describe('the long periods’ durations (docs/dashboards.md#long-periods)', () => {
  it('computes once a minute per key and reads from memory in between', async () => {
    let now = 1_000_000;
    let computed = 0;
    const cache = createDurationsCache(() => now);
    const compute = async () => figures(++computed);
    expect((await cache.read('admin|90d', compute))[0].count).toBe(1);
    now += DURATIONS_KEPT_MS - 1;
    expect((await cache.read('admin|90d', compute))[0].count).toBe(1);
    expect((await cache.read('lead|90d', compute))[0].count).toBe(2); // another scope: its own
    now += 1;
    expect((await cache.read('admin|90d', compute))[0].count).toBe(3);
    expect(computed).toBe(3);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createDurationsCache(() => 0);
    await expect(
      cache.read('k', () => Promise.reject(new Error('statement timeout'))),
    ).rejects.toThrow('statement timeout');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.read('k', async () => figures(7)))[0].count).toBe(7);
  });

  it('holds at most 200 entries, dropping the oldest', async () => {
    const cache = createDurationsCache(() => 0);
    for (let key = 0; key < 201; key += 1) await cache.read(`k${key}`, async () => figures(key));
    let recomputed = false;
    await cache.read('k0', async () => {
      recomputed = true;
      return figures(0);
    });
    expect(recomputed).toBe(true);
    let kept = true;
    await cache.read('k200', async () => {
      kept = false;
      return figures(200);
    });
    expect(kept).toBe(true);
  });

  it('keeps a watched entry warm ahead of its minute, and forgets one nobody reads', async () => {
    let now = 0;
    let computed = 0;
    const cache = createDurationsCache(() => now);
    const compute = async () => figures(++computed);
    await cache.read('admin|90d', compute);
    now = DURATIONS_KEPT_MS - REFRESH_AHEAD_MS - 1;
    await cache.refreshAhead(); // not due yet
    expect(computed).toBe(1);
    now += 2;
    await cache.refreshAhead();
    expect(computed).toBe(2);
    now = DURATIONS_KEPT_MS + 1; // past the first minute: served from the refresh, no wait
    expect((await cache.read('admin|90d', compute))[0].count).toBe(2);
    expect(computed).toBe(2);
    now += 15 * 60_000 + 1; // a quarter of an hour unread
    await cache.refreshAhead();
    expect(computed).toBe(2);
    expect((await cache.read('admin|90d', compute))[0].count).toBe(3);
  });
});
