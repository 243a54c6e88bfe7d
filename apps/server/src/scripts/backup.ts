// `npm run backup` (docs/operations.md#backup-and-restore): one archive with the database's own
// dump, the stored files and the generated secrets, while the server runs or not.
import { loadConfig, loadEnvFile } from '../config';
import { createBackup } from './backup-create';
import { commandArguments, runCommand, userPath } from './backup-command';
import { describeLocation } from './describe-location';

const USAGE = 'npm run backup -- [--output FILE] [--without-secrets] [--force]';

await runCommand(async () => {
  const env = loadEnvFile();
  const config = loadConfig(env);
  const args = commandArguments(
    {
      output: { type: 'string' },
      'without-secrets': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
    USAGE,
  );
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
  const output = userPath(env, args.output ?? `backups/atiende-${stamp}.tar.gz`);
  const started = performance.now();
  console.log(`Backing up the ${describeLocation(config)}…`);
  const result = await createBackup(config, {
    output,
    force: args.force,
    includeSecrets: !args['without-secrets'],
    env,
    log: (line) => console.log(line),
  });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Wrote ${result.file} (${(result.sizeBytes / 1_048_576).toFixed(1)} MB) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables, ${manifest.files.count} files.`,
  );
  console.log(
    manifest.secrets.length > 0
      ? `It holds the secrets of DATA_DIR/secrets (${manifest.secrets.join(', ')}): keep it as safe as they are.`
      : 'It holds no secrets: keep JWT_SECRET and SECRETS_KEY (or DATA_DIR/secrets) with it.',
  );
});
