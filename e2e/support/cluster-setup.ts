import type { TestProject } from 'vitest/node';
import { ACCOUNTS } from './accounts';
import { apiCreateUser, apiLogin } from './api';
import { startCluster } from './cluster';
import './global-setup'; // its `baseUrl` in ProvidedContext

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each instance's own address, behind the balancer that `baseUrl` names (cluster run only). */
    clusterInstances?: string[];
    /** The bucket's S3 endpoint and name, to look at what the instances stored. */
    clusterBucket: { endpoint: string; bucket: string };
  }
}

/** Every instance must take at least this share of the run's requests and one socket. */
const MINIMUM_SHARE = 0.4;

/** The cluster run (vitest.cluster.config.ts): the journeys' `baseUrl` is the balancer. */
export async function setup(project: TestProject) {
  const cluster = await startCluster();
  const adminToken = await apiLogin(cluster.url, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  for (const account of [ACCOUNTS.TECH_LEAD, ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
    await apiCreateUser(cluster.url, adminToken, account);
  }
  project.provide('baseUrl', cluster.url);
  project.provide('clusterInstances', cluster.instances);
  project.provide('clusterBucket', {
    endpoint: cluster.bucket.endpoint,
    bucket: cluster.bucket.bucket,
  });
  return async () => {
    const { requests, sockets } = cluster.balancer.stats();
    await cluster.stop();
    const total = requests.reduce((sum, count) => sum + count, 0);
    console.log(
      `Balancer: ${requests.map((count, i) => `instance ${i + 1} ${count} requests and ${sockets[i]} sockets`).join(', ')}.`,
    );
    // Round robin over the whole run: a journey that pinned itself to one instance (or a
    // balancer that stopped alternating) would pass without testing anything shared.
    // vitest reports an error thrown here without failing the run: set the exit code ourselves.
    if (requests.some((count) => count < total * MINIMUM_SHARE) || sockets.some((n) => n < 1)) {
      console.error(
        `The balancer did not spread the run: ${JSON.stringify({ requests, sockets })}`,
      );
      process.exitCode = 1;
    }
  };
}
