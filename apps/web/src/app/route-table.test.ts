import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_KEYS } from '@atiende/contracts';
import type { FeatureFlags } from '../config/feature-flags';
import {
  FLAGGED_LAYOUT_ROUTES,
  PROTECTED_STANDALONE_PATHS,
  PUBLIC_STANDALONE_PATHS,
  REPORT_LIST_PATH,
  REPORT_PAGE_PATH,
  enabledLayoutPaths,
} from './route-table';

/**
 * The paths docs/product/app-shell.md lists in the paragraph that opens with `heading`
 * ("Signed in, inside the main layout", "Behind a feature flag"), `{id}` written as `:id`: the
 * table is checked against the page itself, not a copy of it.
 */
function documentedPaths(heading: string): string[] {
  const page = readFileSync(
    fileURLToPath(new URL('../../../../docs/product/app-shell.md', import.meta.url)),
    'utf8',
  );
  const paragraph = page.split('\n\n').find((block) => block.startsWith(`**${heading}**`));
  if (!paragraph) throw new Error(`docs/product/app-shell.md has no "${heading}" paragraph`);
  return [...paragraph.matchAll(/`(\/[^`]*)`/g)].map((match) =>
    match[1]!.replace(/\{(\w+)\}/g, ':$1'),
  );
}

const SPEC_LOGGED_IN = documentedPaths('Signed in, inside the main layout');
const SPEC_FLAGGED = documentedPaths('Behind a feature flag');
/** Every flag on, the built capabilities' and the others' (docs/feature-flags.md). */
const ALL_ON = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, true])) as FeatureFlags;
const SPEC_STANDALONE = documentedPaths('Signed in, without the layout');

describe('route table', () => {
  it('registers every logged-in and (with all flags on) every feature-checked route', () => {
    const registered = enabledLayoutPaths(ALL_ON);
    for (const path of [...SPEC_LOGGED_IN, ...SPEC_FLAGGED]) {
      expect(registered, path).toContain(path);
    }
    expect(REPORT_LIST_PATH).toBe('/admin/reports');
    expect(REPORT_PAGE_PATH).toBe('/admin/reports/:category/:type');
  });

  it('keeps the public form, the logo preview and the two light dashboards outside the layout', () => {
    expect(PUBLIC_STANDALONE_PATHS).toEqual(['/support', '/tickets/public', '/reportes/baja']);
    expect(PROTECTED_STANDALONE_PATHS).toEqual([
      '/preview/logo',
      '/dashboard-test',
      '/dashboard-simple',
    ]);
    expect(SPEC_STANDALONE).toEqual([...PROTECTED_STANDALONE_PATHS]);
  });

  it('drops a feature-checked route when its flag is off', () => {
    const registered = enabledLayoutPaths({ ...ALL_ON, zoho: false });
    expect(registered).not.toContain('/admin/zoho/import');
    expect(registered).toContain('/admin/products');
    expect(FLAGGED_LAYOUT_ROUTES).toHaveLength(SPEC_FLAGGED.length);
  });

  it('lists no path twice', () => {
    const registered = enabledLayoutPaths();
    expect(new Set(registered).size).toBe(registered.length);
  });
});
