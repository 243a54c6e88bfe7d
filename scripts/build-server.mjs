// Bundles the server for `npm start`: our TypeScript (server + contracts) into one ES module,
// packages left external, migrations copied beside it. Running the bundle instead of tsx saves
// ~45 MB of memory and the transpile at every start (docs/conventions.md#quality-bars-and-budgets).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@atiende/contracts');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  // Subpath imports of external packages (drizzle-orm/pg-core, …) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
