import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * docs/conventions.md#quality-bars-and-budgets: /login's initial JavaScript stays ≤ 120 KB gzip.
 * `npm run bench` reports the figure; this guard (a size, not a time) stops a change that pulls a
 * library into the first bundle — a router-level import of the feature-flag query once added 33 KB
 * unnoticed.
 */
describe('the first load of /login', () => {
  it('is at most 120 KB of gzipped JavaScript (entry and module preloads)', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(files.length).toBeGreaterThan(0);
    const bytes = files.reduce(
      (total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length,
      0,
    );
    expect(bytes / 1024).toBeLessThanOrEqual(120);
  });
});
