// `npm run backup`, `npm run restore`, `npm run db:move-to-postgres` and
// `npm run storage:move-to-s3`: runs the command's bundle
// from the server build (scripts/build-server.mjs), rebuilding it first when its sources changed,
// as `npm start` does, so the commands also run on a production install
// (docs/operations.md#backup-and-restore). Usage: node scripts/server-command.mjs NAME [ARGS…].
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStates, missingTools } from './builds.mjs';

const COMMANDS = ['backup', 'restore', 'move-to-postgres', 'storage-move-to-s3'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The command reads its own arguments from process.argv after its name is taken out.
const [name] = process.argv.splice(2, 1);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/server-command.mjs ${COMMANDS.join('|')} [arguments]`);
  process.exit(2);
}

const server = buildStates(root).find((build) => build.output === 'apps/server/dist/main.js');
if (server.stale) {
  const tools = missingTools(root, server);
  if (tools.length > 0) {
    console.error(
      `The server bundle is ${server.missing ? 'missing' : 'older than its sources'} and esbuild ` +
        'is not installed: build first with `npm ci && npm run build` ' +
        '(docs/operations.md#production-install).',
    );
    process.exit(1);
  }
  console.log('Building the server bundle…');
  for (const [command, ...args] of server.commands) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'apps/server/dist', `${name}.js`)).href);
