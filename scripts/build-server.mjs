// Bundles the server for `npm start`: our TypeScript (server + contracts) into one ES module,
// packages left external, migrations copied beside it. Running the bundle instead of tsx saves
// ~45 MB of memory and the transpile at every start (docs/conventions.md#quality-bars-and-budgets).
// Every package the bundle imports must be a production dependency of apps/server: a production
// install (docs/operations.md#production-install) has nothing else, so the build fails otherwise.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies));

// Every package import stays external, whether or not it is a dependency, so that a server file
// importing a development-only package cannot be hidden by bundling that package's code in; our
// own workspace packages (TypeScript sources) are bundled.
const imported = new Set();
const packagesExternal = {
  name: 'packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (specifier.startsWith('@atiende/')) return undefined;
      if (!isBuiltin(specifier)) {
        const parts = specifier.split('/');
        imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
      return { path: specifier, external: true };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    // The operators' commands (docs/operations.md#backup-and-restore) are built with the server,
    // so a production install can take backups and restore them (scripts/server-command.mjs).
    backup: path.join(serverDir, 'src/scripts/backup.ts'),
    restore: path.join(serverDir, 'src/scripts/restore.ts'),
    'move-to-postgres': path.join(serverDir, 'src/scripts/move-to-postgres.ts'),
    'storage-move-to-s3': path.join(serverDir, 'src/scripts/storage-move-to-s3.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Shared code goes to chunks, so a dynamic `import()` of our own module (the S3 store, the XLSX
  // export) stays lazy: without splitting esbuild inlines it and hoists its packages' imports to
  // the top of main.js, loading the AWS SDK and exceljs at every start (docs/performance.md).
  // Chunks sit beside main.js: paths taken from import.meta.url (migrations, the web build) hold.
  splitting: true,
  sourcemap: true,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
const notDependencies = [...imported].filter((name) => !dependencies.has(name)).sort();
if (notDependencies.length > 0) {
  rmSync(outDir, { recursive: true, force: true });
  console.error(
    `build-server: the server imports ${notDependencies.join(', ')}, not among the production ` +
      'dependencies of apps/server/package.json. Add it there (npm install <package>@<version> ' +
      '-w apps/server --save-exact) or stop importing it at run time.',
  );
  process.exit(1);
}
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
