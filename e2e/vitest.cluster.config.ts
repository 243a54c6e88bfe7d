import { defineConfig } from 'vitest/config';
import { BalancedShards } from './support/balanced-shards.ts';

// docs/operations.md#several-instances: every browser journey and the cross-instance checks
// against two instances of the built server behind a round-robin balancer (support/cluster.ts).
// Journeys that start a server of their own get two instances behind a balancer of their own
// (support/journey-server.ts). The longest journeys (a seeded team, two browsers, two axe passes)
// take 50–55 s on the shared 2-core machine under load: twice that before calling one stuck.
export default defineConfig({
  test: {
    name: 'e2e-cluster',
    include: ['cluster/**/*.e2e.ts', 'tests/**/*.e2e.ts'],
    globalSetup: ['support/cluster-setup.ts'],
    setupFiles: ['support/failure-hook.ts'],
    fileParallelism: false,
    sequence: { sequencer: BalancedShards },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
