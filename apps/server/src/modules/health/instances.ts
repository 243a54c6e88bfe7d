import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { APP_VERSION, INSTANCE_SEEN_WITHIN_MS, type ClusterCheck } from '@atiende/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  deleteInstance,
  deleteInstancesSilentFor,
  findInstancesSeenWithin,
  upsertInstance,
} from './instances.repository';

/** How often each instance says it is alive (docs/operations.md#health). */
export const INSTANCE_HEARTBEAT_MS = 30_000;
/** Rows of instances silent this long are removed: the table holds recent ones only. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export type InstanceRegistry = {
  /** This process's id in `server_instances`. */
  id: string;
  /** Writes the row now (at start), then every 30 s until stop(). */
  start(): Promise<void>;
  /** Stops the heartbeat and removes the row: a clean shutdown leaves the list at once. */
  stop(): Promise<void>;
  /** The instances seen in the last 2 minutes; empty when the database does not answer. */
  list(): Promise<ClusterCheck['instances']>;
};

/**
 * The per-instance heartbeat behind /health's list of instances. Unlike housekeeping that must
 * run once per cluster, this one is per instance by nature: each writes only its own row.
 */
export function createInstanceRegistry(
  db: Db,
  log: FastifyBaseLogger,
  heartbeatMs = INSTANCE_HEARTBEAT_MS,
): InstanceRegistry {
  const instance = {
    id: randomUUID(),
    hostname: hostname(),
    pid: process.pid,
    version: APP_VERSION,
    startedAt: new Date(Math.round(performance.timeOrigin)),
  };
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    beating = upsertInstance(db, instance)
      .then(() => deleteInstancesSilentFor(db, FORGET_AFTER_MS))
      .catch((error: unknown) => log.warn({ err: error }, 'instance heartbeat failed'));
    return beating;
  };
  return {
    id: instance.id,
    async start() {
      await beat();
      timer = setInterval(beat, heartbeatMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await beating;
      await deleteInstance(db, instance.id).catch((error: unknown) =>
        log.warn({ err: error }, 'could not remove this instance from server_instances'),
      );
    },
    async list() {
      try {
        const rows = await findInstancesSeenWithin(db, INSTANCE_SEEN_WITHIN_MS);
        return rows.map((row) => ({
          id: row.id,
          hostname: row.hostname,
          pid: row.pid,
          version: row.version,
          startedAt: row.startedAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          isCurrent: row.id === instance.id,
        }));
      } catch {
        return [];
      }
    },
  };
}
