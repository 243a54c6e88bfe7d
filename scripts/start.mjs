// `npm start`: builds the web app and bundles the server when a build is missing or older than
// its sources, then runs the server bundle in this process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'scripts/build-server.mjs',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Web sources changed: rebuilding…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs as one esbuild bundle (scripts/build-server.mjs), rebuilt when its sources
// or the contracts changed: ~45 MB less memory and a faster start than transpiling with tsx.
const serverBundle = path.join(root, 'apps/server/dist/main.js');
const serverBuiltAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
const serverSourcesAt = Math.max(
  ...serverSources.map((source) => newestMtime(path.join(root, source))),
);
if (serverBuiltAt < serverSourcesAt) {
  console.log(serverBuiltAt === 0 ? 'Bundling the server…' : 'Server sources changed: rebundling…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(serverBundle).href);
