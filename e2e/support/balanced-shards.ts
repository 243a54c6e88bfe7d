import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import seconds from './journey-seconds.json' with { type: 'json' };

/** A journey the table does not know yet counts as a typical one. */
const UNKNOWN_SECONDS = 25;
const measured: Record<string, number> = seconds;

/**
 * docs/operations.md#several-instances: the shards of `npm run e2e:cluster` split by time, not by
 * count. Vitest's own split (by a hash of the path) left one shard 150 s behind the other; this
 * one gives each file, longest first, to the shard with the least time so far, using the
 * durations of a clean run in `journey-seconds.json` (refresh it when a journey grows; a stale
 * table only unbalances, every file still runs exactly once). Every shard's process computes the
 * same split from the same list.
 */
export class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const weightOf = (spec: TestSpecification) =>
      measured[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? UNKNOWN_SECONDS;
    const ordered = [...files].sort(
      (a, b) => weightOf(b) - weightOf(a) || a.moduleId.localeCompare(b.moduleId),
    );
    const loads = Array.from({ length: count }, () => 0);
    return ordered.filter((spec) => {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest]! += weightOf(spec);
      return lightest === index - 1;
    });
  }
}
