import { loadConfig, loadEnvFile, requireSharedSecrets } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './prepare-database';
import { createRedis } from './platform/redis';

const SHUTDOWN_GRACE_MS = 25_000; // docs/conventions.md#reliability

async function start(): Promise<void> {
  const config = loadConfig(loadEnvFile());
  requireSharedSecrets(config);
  // docs/operations.md#files: a bucket that does not answer stops the start with its cause.
  if (config.storage.kind === 's3')
    await (await import('./platform/storage-s3')).checkBucket(config.storage);
  const startedAt = performance.now();
  // A plain logger for the moments before Fastify's exists.
  const bootLog = {
    error: (obj: object, msg: string) =>
      process.stderr.write(`${JSON.stringify({ level: 50, msg, ...obj })}\n`),
    warn: (obj: object, msg: string) =>
      process.stderr.write(`${JSON.stringify({ level: 40, msg, ...obj })}\n`),
  };
  // docs/operations.md#embedded-default: another process took the data directory while this one
  // was paused. The database already refuses queries; stop serving and exit 1.
  let stopAfterLockLost: () => void = () => process.exit(1);
  const database = await openDatabase(config, bootLog, (error) => {
    bootLog.error({ dataDir: config.dataDir, cause: String(error.cause) }, error.message);
    stopAfterLockLost();
  });
  const admin = await prepareDatabase(database, config.admin);
  const redis = createRedis(config.redisUrl, bootLog);
  const app = await buildApp(config, { database, redis });

  if (admin.created && admin.generatedPassword) {
    app.log.warn(
      { email: admin.email, password: admin.generatedPassword },
      'First administrator created with a generated password. It is shown only this once: sign in and change it.',
    );
  } else if (admin.created) {
    app.log.info(
      { email: admin.email },
      'First administrator created from ADMIN_EMAIL/ADMIN_PASSWORD',
    );
  }

  let closing = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('requests still running after 25 s: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => redis?.quit())
      .then(() => process.exit(exitCode))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  stopAfterLockLost = () => shutdown('DATA_DIR lock lost', 1);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      database: database.engine,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Atiende is serving',
  );
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Atiende could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
