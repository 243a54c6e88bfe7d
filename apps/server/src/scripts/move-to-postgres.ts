// `npm run db:move-to-postgres -- --to postgres://…` (docs/operations.md#moving-to-postgresql):
// the embedded database's rows into PostgreSQL, checked table by table; the files stay in DATA_DIR.
import { loadConfig, loadEnvFile } from '../config';
import { commandArguments, runCommand, UsageError } from './backup-command';
import { describeLocation, redactUrl } from './describe-location';
import { moveToPostgres } from './move-to-postgres-copy';

const USAGE =
  'npm run db:move-to-postgres -- --to postgres://user:password@host:5432/atiende [--force]';

await runCommand(async () => {
  const env = loadEnvFile();
  // The source is always the embedded database under DATA_DIR, even with DATABASE_URL set.
  const config = { ...loadConfig(env), databaseUrl: undefined };
  const args = commandArguments(
    { to: { type: 'string' }, force: { type: 'boolean', default: false } },
    USAGE,
  );
  if (!args.to || !/^postgres(ql)?:\/\//.test(args.to)) {
    throw new UsageError(`--to needs a postgres:// URL.\nUsage: ${USAGE}`);
  }
  const started = performance.now();
  console.log(`Moving the ${describeLocation(config)} to PostgreSQL ${redactUrl(args.to)}…`);
  const result = await moveToPostgres(config, {
    to: args.to,
    force: args.force,
    log: (line) => console.log(line),
  });
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Copied ${rows} rows in ${Object.keys(result.tables).length} tables (every count checked) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s. The embedded database was not changed.`,
  );
  if (result.waitingJobs > 0) {
    console.log(
      `${result.waitingJobs} background jobs were still waiting in the embedded database and were ` +
        'not moved (docs/operations.md#moving-to-postgresql).',
    );
  }
  console.log(
    `The ${result.files} stored files (${(result.fileBytes / 1_048_576).toFixed(1)} MB) stay in ` +
      `${config.dataDir}: keep DATA_DIR, set DATABASE_URL=${redactUrl(args.to)} and start the server.`,
  );
});
