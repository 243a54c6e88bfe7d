import { describe, expect, it } from 'vitest';
import { orderCaches } from './cache-summary';

describe('orderCaches', () => {
  it("puts the app's precache first and the rest by name", () => {
    const ordered = orderCaches([
      { name: 'zeta', entryCount: 1 },
      { name: 'atiende-precache-v2-https://soporte.atiende.pe/', entryCount: 88 },
      { name: 'alpha', entryCount: 3 },
    ]);
    expect(ordered.map((entry) => [entry.name, entry.isAppCache])).toEqual([
      ['atiende-precache-v2-https://soporte.atiende.pe/', true],
      ['alpha', false],
      ['zeta', false],
    ]);
  });

  it('lists nothing when the browser holds no caches', () => {
    expect(orderCaches([])).toEqual([]);
  });
});
