// `npm run restore -- FILE` (docs/operations.md#backup-and-restore): a backup into an empty
// DATA_DIR or PostgreSQL database (or, with --force, in place of what is there).
import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '../config';
import { runCommand, UsageError, userPath } from './backup-command';
import { restoreBackup } from './backup-restore';
import { describeLocation } from './describe-location';

const USAGE = 'npm run restore -- FILE [--force]';

await runCommand(async () => {
  const env = loadEnvFile();
  const config = loadConfig(env);
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const started = performance.now();
  console.log(`Restoring into the ${describeLocation(config)}…`);
  const result = await restoreBackup(config, {
    file: userPath(env, parsed.positionals[0]!),
    force: parsed.values.force,
    env,
    log: (line) => console.log(line),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables (counts match the ` +
      `backup), ${manifest.files.count} files and ${manifest.secrets.length} secrets in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (manifest.files.location === 'bucket') {
    console.log(
      'The files were in an S3-compatible bucket when this backup was taken: restore them there.',
    );
  }
  if (result.movedAside) console.log(`What was there before is in ${result.movedAside}.`);
  if (manifest.secrets.length === 0) {
    console.log(
      'The backup held no secrets: start the server with the JWT_SECRET and SECRETS_KEY it had.',
    );
  }
  console.log('Next: npm start');
});
