// The two builds `npm start` runs (the web app and the server bundle): where each lands, which
// sources it comes from, how it is rebuilt and which tools that needs. Shared by scripts/start.mjs
// and scripts/check-production-install.mjs; node builtins only, because a production install
// (docs/operations.md#production-install) has no build tools.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILDS = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
    // vite empties dist/, so the pre-compressed variants are written again after it.
    commands: [
      ['npm', 'run', 'build', '-w', 'apps/web'],
      [process.execPath, 'scripts/compress-web.mjs'],
    ],
    tools: [{ name: 'vite', from: 'apps/web' }],
  },
  {
    name: 'server bundle',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contracts/src',
      'scripts/build-server.mjs',
    ],
    commands: [[process.execPath, 'scripts/build-server.mjs']],
    tools: [{ name: 'esbuild', from: '.' }],
  },
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

/** Each build with `missing` (never built) or `stale` (a source is newer than the output). */
export function buildStates(root) {
  return BUILDS.map((build) => {
    const output = path.join(root, build.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sourcesAt = Math.max(
      ...build.sources.map((source) => newestMtime(path.join(root, source))),
    );
    return { ...build, missing: builtAt === 0, stale: builtAt < sourcesAt };
  });
}

/** Whether `name` is installed where Node would find it from `fromDir` (node_modules upwards). */
function isInstalled(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** The build tools of `build` that are not installed (a production install has none). */
export function missingTools(root, build) {
  return build.tools
    .filter((tool) => !isInstalled(tool.name, path.join(root, tool.from)))
    .map((tool) => tool.name);
}
