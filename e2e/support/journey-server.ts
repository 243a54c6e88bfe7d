import { inject } from 'vitest';
import { startCluster } from './cluster';
import { startServer } from './server';

export type JourneyServer = {
  /** What a browser opens: the one instance, or the balancer in front of two. */
  baseUrl: string;
  /** The database's URL when it is PostgreSQL (the cluster run), for what only it can produce. */
  databaseUrl?: string;
  stop(): Promise<void>;
};

/** True in the cluster run (vitest.cluster.config.ts), whose setup names each instance. */
export function isClusterRun(): boolean {
  try {
    return (inject('clusterInstances')?.length ?? 0) > 0;
  } catch {
    // Outside a Vitest run (the screenshots script, e2e/screenshots.ts): one instance.
    return false;
  }
}

/** Every instance must take at least this share of a journey's own cluster's requests. */
const MINIMUM_SHARE = 0.25;

/**
 * A server of a journey's own, for what the shared one cannot give (its own limits, a web build
 * it rewrites, a database it writes to): one embedded instance in `npm run e2e`, and in the
 * cluster run two instances behind a balancer of their own on a database of their own, as the
 * shared cluster is (docs/operations.md#several-instances). Its `stop` fails when one instance
 * served less than MINIMUM_SHARE of the requests (a journey that never alternated).
 */
export async function startJourneyServer(env: Record<string, string> = {}): Promise<JourneyServer> {
  if (!isClusterRun()) return startServer(env);
  const cluster = await startCluster(2, env);
  return {
    baseUrl: cluster.url,
    databaseUrl: cluster.databaseUrl,
    async stop() {
      const { requests } = cluster.balancer.stats();
      await cluster.stop();
      const total = requests.reduce((sum, count) => sum + count, 0);
      if (requests.some((count) => count < total * MINIMUM_SHARE)) {
        throw new Error(`The balancer did not spread the journey: ${JSON.stringify(requests)}`);
      }
    },
  };
}
