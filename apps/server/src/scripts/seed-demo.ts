// `npm run seed:demo` (docs/operations.md#demo-data): a help desk to try — accounts of every
// role, companies, departments and ~2,400 tickets over the last 90 days with their conversations,
// notes, files, history and ratings. It reads the configuration exactly as the server does
// (loadConfig: DATA_DIR relative to the directory npm was started from, or DATABASE_URL), so
// `npm start` afterwards opens the same data. Stop `npm start` first on the embedded database:
// its directory is locked while it runs.
import { TICKET_STATUSES } from '@atiende/contracts';
import { loadConfig, loadEnvFile, type Config } from '../config';
import { DataDirLockedError, migrateDatabase, openDatabase } from '../db/client';
import { sweepTickets } from '../modules/knowledge/index';
import { createFileStores } from '../platform/file-stores';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { describeLocation } from './describe-location';
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

function report(result: SeedDemoResult, indexed: number, config: Config, seconds: number) {
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
      `created; plantillas: ${result.createdMacros} created; knowledge base articles: ` +
      `${result.createdArticles} created; resolved tickets indexed for the assistant: ${indexed}; ` +
      `assistant queries (Costos de IA): ${result.createdAiQueries} created. ` +
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
  const files = await createFileStores(config);
  try {
    await migrateDatabase(database);
    const result = await seedDemo(database.db, { storage: files.stores.attachments, tickets });
    // The demo's tickets are written in bulk, without events: their resolutions are indexed
    // now rather than by the server's first sweeps (docs/assistant.md#knowledge-base).
    const indexed = await sweepTickets(database.db, { maxTickets: 100_000 });
    report(result, indexed, config, (performance.now() - started) / 1000);
    return 0;
  } finally {
    files.close();
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
