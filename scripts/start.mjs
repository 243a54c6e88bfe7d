// `npm start`: builds the web app and bundles the server when a build is missing or older than
// its sources, then runs the server bundle in this process so signals reach it directly. With
// current builds it needs no build tool, so it also runs on a production install
// (docs/operations.md#production-install); there, a missing or stale build stops it with what to run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStates, missingTools } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const build of buildStates(root)) {
  if (!build.stale) continue;
  const tools = missingTools(root, build);
  if (tools.length > 0) {
    console.error(
      `The ${build.name} (${build.output}) is ${build.missing ? 'missing' : 'older than its sources'}, ` +
        `and its build tools (${tools.join(', ')}) are not installed: this is a production install.\n` +
        'Build first with the development dependencies: `npm ci && npm run build`, then ' +
        '`npm ci --omit=dev -w apps/server` and `npm start` (docs/operations.md#production-install).',
    );
    process.exit(1);
  }
  console.log(
    build.missing
      ? `Building the ${build.name}…`
      : `The ${build.name}'s sources changed: rebuilding…`,
  );
  for (const [command, ...args] of build.commands) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The server runs as one esbuild bundle (scripts/build-server.mjs): ~45 MB less memory and a
// faster start than transpiling with tsx.
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
