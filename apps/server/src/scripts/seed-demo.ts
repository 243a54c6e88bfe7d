// `npm run seed:demo` (docs/operations.md#demo-data): a help desk to try — accounts of every
// role, companies, departments and ~2,400 tickets over the last 90 days with their conversations,
// notes, files, history and ratings. It reads the configuration exactly as the server does
// (loadConfig: DATA_DIR relative to the directory npm was started from, or DATABASE_URL), so
// `npm start` afterwards opens the same data. Stop `npm start` first on the embedded database:
// its directory is locked while it runs.
import path from 'node:path';
import { TICKET_STATUSES } from '@atiende/contracts';
import { loadConfig, loadEnvFile, type Config } from '../config';
import { DataDirLockedError, migrateDatabase, openDatabase } from '../db/client';
import { createDiskStorage } from '../platform/storage';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { DemoRefusedError, seedDemo, type SeedDemoResult } from './demo-seed';

/** `--tickets N` (or `--tickets=N`) seeds another number of tickets; for trials and tests. */
function ticketsArgument(argv: string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--tickets' || arg.startsWith('--tickets='));
  if (index === -1) return undefined;
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 100_000) {
    throw new Error(`--tickets needs a whole number between 1 and 100000 (got "${raw}")`);
  }
  return value;
}

/** Where the data goes, as a person would look for it; a URL's password is never printed. */
export function describeLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir} (DATA_DIR)`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()} (DATABASE_URL); attachments in ${config.dataDir}`;
}

function report(result: SeedDemoResult, config: Config, seconds: number) {
  const statuses = TICKET_STATUSES.map((s) => `${s} ${result.byStatus[s] ?? 0}`).join(', ');
  const what = result.outcome === 'created' ? 'Created' : 'Already present, nothing added';
  console.log(`\nDemo data — ${describeLocation(config)}`);
  console.log(`${what}: ${result.tickets} tickets (${statuses}),`);
  console.log(
    `  ${result.comments} public replies, ${result.internalNotes} internal notes, ` +
      `${result.attachments} attachments, ${result.events} history events, ${result.ratings} ratings.`,
  );
  console.log(
    `Accounts: ${result.createdUsers} created; departments: ${result.createdDepartments} ` +
      `created; plantillas: ${result.createdMacros} created. ` +
      `Took ${seconds.toFixed(1)} s.`,
  );
  console.log(`\nEvery demo account signs in with the password ${DEMO_PASSWORD}:`);
  const clients = DEMO_CLIENTS.slice(0, 3);
  console.table(
    [...DEMO_USERS, ...clients].map(({ role, name, email }) => ({ role, name, email })),
  );
  console.log(`…and ${DEMO_CLIENTS.length - clients.length} more clients.`);
  console.log(`\nNext: npm start, then open ${config.publicUrl}`);
}

async function main(): Promise<number> {
  const config = loadConfig(loadEnvFile());
  const tickets = ticketsArgument(process.argv.slice(2));
  const started = performance.now();
  const database = await openDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
  try {
    await migrateDatabase(database);
    const storage = createDiskStorage(path.join(config.dataDir, 'attachments'));
    const result = await seedDemo(database.db, { storage, tickets });
    report(result, config, (performance.now() - started) / 1000);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
