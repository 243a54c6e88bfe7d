import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '@atiende/contracts';

/**
 * The web reads API answers with the contract's schemas only (docs/conventions.md, "Web data
 * layer"): a schema of its own could drift from what the server sends, as the bulk result's
 * `number` once did (a number here, `null` on the server). These checks fail on such a copy.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Form-only schemas (a field the API never sees, like a password confirmation). */
const FORM_SCHEMA_FILES = new Set(['features/auth/api/auth-form-validation.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');

/** Where API data is read: every feature's api/ folder and lib/. */
const dataLayerFiles = sourceFiles(src)
  .map(relative)
  .filter((file) => /^features\/[^/]+\/api\//.test(file) || file.startsWith('lib/'));

const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

describe('the web declares no API schema of its own', () => {
  it('finds the data layer (the scan itself works)', () => {
    expect(dataLayerFiles).toContain('lib/api.ts');
    expect(dataLayerFiles).toContain('features/tickets/api/bulk-update-tickets.ts');
  });

  it('imports zod in the data layer for types only', () => {
    const offenders = dataLayerFiles.filter(
      (file) =>
        !FORM_SCHEMA_FILES.has(file) &&
        /^import\s+(?!type\b)[^;]*from\s+'zod(\/[^']*)?'/m.test(read(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('builds no schema from a contract schema in the data layer (extend, pick, omit…)', () => {
    const derived = /Schema\s*\.\s*(extend|pick|omit|merge|partial|required|and|or|array)\s*\(/;
    const offenders = dataLayerFiles.filter(
      (file) => !FORM_SCHEMA_FILES.has(file) && derived.test(read(file)),
    );
    expect(offenders).toEqual([]);
  });

  it("re-exports, in every validation chunk, the contract's own schema objects", async () => {
    const chunks = dataLayerFiles.filter(
      (file) =>
        file === 'lib/schemas.ts' ||
        file === 'lib/reference-schemas.ts' ||
        file === 'lib/version-schema.ts' ||
        /\/(?!load-)[^/]+-validation\.ts$/.test(file),
    );
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const contractSchemas = contracts as Record<string, unknown>;
    for (const file of chunks) {
      const chunk = (await import(/* @vite-ignore */ path.join(src, file))) as Record<
        string,
        unknown
      >;
      for (const [name, value] of Object.entries(chunk)) {
        if (!name.endsWith('Schema') || name.endsWith('FormSchema')) continue;
        expect(value, `${file} → ${name}`).toBe(contractSchemas[name]);
      }
    }
  });
});
